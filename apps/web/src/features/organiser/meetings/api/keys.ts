/** Query keys of the console's meetings section. */
export const meetingsKeys = {
  all: ["organiser", "meetings"] as const,
  /** The table plan of one meeting day. */
  plan: (day: number) => [...meetingsKeys.all, "plan", day] as const,
  /** Attendees matching search words, to book a meeting for. */
  attendees: (words: string) => [...meetingsKeys.all, "attendees", words] as const,
  /** The slots two attendees are both free in. */
  commonSlots: (a: number, b: number) => [...meetingsKeys.all, "common-slots", a, b] as const,
};
