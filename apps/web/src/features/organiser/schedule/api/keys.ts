/** Query keys of the console's automatic schedule section. */
export const scheduleKeys = {
  /** The current draft with its figures, meetings and the wishes it left out. */
  draft: ["organiser", "schedule"] as const,
};
