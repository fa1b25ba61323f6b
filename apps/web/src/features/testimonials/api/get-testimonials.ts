import type { Testimonials } from "@ebm/shared/schemas/content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { testimonialKeys } from "./keys.ts";

/**
 * GET /api/misc/testimonials: the categories (one per edition) and their testimonials. The server
 * validates its answer against the contract.
 */
async function getTestimonials(): Promise<Testimonials> {
  const { payload } = await apiGet<{ payload: Testimonials }>("/api/misc/testimonials");
  return payload;
}

export function useTestimonials() {
  return useQuery({ queryKey: testimonialKeys.all, queryFn: getTestimonials, staleTime: 5 * 60_000 });
}
