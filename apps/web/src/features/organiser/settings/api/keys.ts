/** Query keys of the console's settings section. */
export const settingsConsoleKeys = {
  all: ["organiser", "settings"] as const,
  statistics: ["organiser", "settings", "statistics"] as const,
  people: (q: string) => ["organiser", "settings", "people", q] as const,
};
