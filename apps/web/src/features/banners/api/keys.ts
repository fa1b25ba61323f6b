export const bannerKeys = {
  all: ["banners"] as const,
  /** One random set per navigation (the router's location key). */
  random: (navigationKey: string) => [...bannerKeys.all, "random", navigationKey] as const,
};
