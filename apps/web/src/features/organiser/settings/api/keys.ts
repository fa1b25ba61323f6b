/** Query keys of the console's settings section. */
export const settingsConsoleKeys = {
  all: ["organiser", "settings"] as const,
};
