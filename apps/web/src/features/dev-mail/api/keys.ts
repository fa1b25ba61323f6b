export const devMailKeys = {
  all: ["devMail"] as const,
  /** The outbox as one user may see it: another user asks again. */
  outbox: (userId: number) => [...devMailKeys.all, "outbox", userId] as const,
};
