export const contactKeys = {
  all: ["contact"] as const,
  /** The organising team, the venue and the organiser's details. */
  info: () => [...contactKeys.all, "info"] as const,
};
