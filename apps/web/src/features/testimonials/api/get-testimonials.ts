import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

export interface TestimonialCategory {
  id: number;
  name: string;
  title: string;
}

export interface Testimonial {
  id: number;
  catId: number;
  testimonial: string;
  sender: string;
  author: { name: string; company: string };
  featured: boolean;
}

export interface Testimonials {
  cats: TestimonialCategory[];
  testimonials: Testimonial[];
}

function isCategory(value: unknown): value is TestimonialCategory {
  if (typeof value !== "object" || value === null) return false;
  const cat = value as Partial<TestimonialCategory>;
  return typeof cat.id === "number" && typeof cat.title === "string";
}

function isTestimonial(value: unknown): value is Testimonial {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Partial<Testimonial>;
  return (
    typeof item.id === "number" &&
    typeof item.catId === "number" &&
    typeof item.testimonial === "string" &&
    typeof item.author === "object" &&
    item.author !== null &&
    typeof item.author.name === "string"
  );
}

function isTestimonials(value: unknown): value is Testimonials {
  if (typeof value !== "object" || value === null) return false;
  const { cats, testimonials } = value as Partial<Testimonials>;
  return (
    Array.isArray(cats) &&
    cats.every(isCategory) &&
    Array.isArray(testimonials) &&
    testimonials.every(isTestimonial)
  );
}

/** GET /api/misc/testimonials: the categories (one per edition) and their testimonials. */
export async function getTestimonials(): Promise<Testimonials> {
  const { status, data } = await apiGet<{ payload?: unknown }>("/api/misc/testimonials");
  const payload = data?.payload;
  if (status !== 200 || !isTestimonials(payload)) {
    console.warn(`Could not load the testimonials (status ${status})`);
    throw new Error("Testimonials unavailable");
  }
  return payload;
}

export function useTestimonials() {
  return useQuery({ queryKey: ["testimonials"], queryFn: getTestimonials, staleTime: 5 * 60_000 });
}
