import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

export interface Sponsor {
  id: number;
  name: string;
  logo: string;
  logoURL: string;
  url: string;
  type: "main" | "submain" | "others";
}

function isSponsor(value: unknown): value is Sponsor {
  if (typeof value !== "object" || value === null) return false;
  const sponsor = value as Partial<Sponsor>;
  return (
    typeof sponsor.id === "number" &&
    typeof sponsor.name === "string" &&
    typeof sponsor.logoURL === "string" &&
    typeof sponsor.url === "string" &&
    (sponsor.type === "main" || sponsor.type === "submain" || sponsor.type === "others")
  );
}

/** GET /api/misc/sponsors: every sponsor with its logo address and type. */
export async function getSponsors(): Promise<Sponsor[]> {
  const { status, data } = await apiGet<{ payload?: unknown }>("/api/misc/sponsors");
  const payload = data?.payload;
  if (status !== 200 || !Array.isArray(payload) || !payload.every(isSponsor)) {
    console.warn(`Could not load the sponsors (status ${status})`);
    throw new Error("Sponsors unavailable");
  }
  return payload;
}

export function useSponsors() {
  return useQuery({ queryKey: ["sponsors"], queryFn: getSponsors, staleTime: 5 * 60_000 });
}
