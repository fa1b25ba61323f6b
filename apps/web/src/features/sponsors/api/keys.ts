export const sponsorKeys = {
  all: ["sponsors"] as const,
};
