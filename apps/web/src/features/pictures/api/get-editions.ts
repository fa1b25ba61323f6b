import type { Edition } from "@ebm/shared/schemas/content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/**
 * GET /api/misc/editions: the editions that have a pictures page, newest (the current one) first.
 * A failure is only logged; the page shows a calm message instead.
 */
export async function getEditions(): Promise<Edition[]> {
  const { status, data } = await apiGet<{ editions?: Edition[] }>("/api/misc/editions");
  if (status !== 200 || !Array.isArray(data?.editions)) {
    console.warn(`Could not load the editions (status ${status})`);
    throw new Error("Editions unavailable");
  }
  return [...data.editions].sort((a, b) => b.edition - a.edition);
}

export function useEditions() {
  return useQuery({ queryKey: ["editions"], queryFn: getEditions, staleTime: 5 * 60_000 });
}
