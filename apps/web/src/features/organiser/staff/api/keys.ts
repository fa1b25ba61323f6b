/** Query keys of the console's staff section. */
export const staffKeys = {
  all: ["organiser", "staff"] as const,
  list: () => [...staffKeys.all, "list"] as const,
  candidates: (q: string) => [...staffKeys.all, "candidates", q] as const,
};
