export const testimonialKeys = {
  all: ["testimonials"] as const,
};
