/** Query keys of the console's overview. */
export const overviewKeys = {
  all: ["organiser", "overview"] as const,
  setup: ["organiser", "setup"] as const,
};
