/** Query keys of the console's content editors. */
export const contentKeys = {
  all: ["organiser", "content"] as const,
  sponsors: () => [...contentKeys.all, "sponsors"] as const,
  banners: () => [...contentKeys.all, "banners"] as const,
};
