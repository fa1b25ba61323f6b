import type { Testimonials } from "@ebm/shared/schemas/content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/**
 * GET /api/misc/testimonials: the categories (one per edition) and their testimonials. The server
 * validates its answer against the contract.
 */
export async function getTestimonials(): Promise<Testimonials> {
  const { status, data } = await apiGet<{ payload?: Testimonials }>("/api/misc/testimonials");
  if (status !== 200 || !data?.payload) {
    console.warn(`Could not load the testimonials (status ${status})`);
    throw new Error("Testimonials unavailable");
  }
  return data.payload;
}

export function useTestimonials() {
  return useQuery({ queryKey: ["testimonials"], queryFn: getTestimonials, staleTime: 5 * 60_000 });
}
