/** Query keys of the console's meetings section. */
export const meetingsKeys = {
  all: ["organiser", "meetings"] as const,
  /** The table plan of one meeting day. */
  plan: (day: number) => [...meetingsKeys.all, "plan", day] as const,
};
