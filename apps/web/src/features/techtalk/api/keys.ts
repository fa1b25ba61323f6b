export const techtalkKeys = {
  all: ["techtalk"] as const,
  speakers: () => [...techtalkKeys.all, "speakers"] as const,
};
