export const programKeys = {
  all: ["program"] as const,
};
