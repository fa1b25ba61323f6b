/** Query keys of the console's content editors. */
export const contentKeys = {
  all: ["organiser", "content"] as const,
  sponsors: () => [...contentKeys.all, "sponsors"] as const,
  banners: () => [...contentKeys.all, "banners"] as const,
  program: () => [...contentKeys.all, "program"] as const,
  techTalks: () => [...contentKeys.all, "techtalks"] as const,
  testimonials: () => [...contentKeys.all, "testimonials"] as const,
  galleries: () => [...contentKeys.all, "galleries"] as const,
  team: () => [...contentKeys.all, "team"] as const,
};
