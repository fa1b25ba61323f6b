export const paymentKeys = {
  all: ["payments"] as const,
  /** The state of a registration's payment, read with the key of the return address. */
  status: (registration: string, key: string) => [...paymentKeys.all, "status", registration, key] as const,
  /** A payment of the simulated checkout. */
  simulated: (id: string) => [...paymentKeys.all, "simulated", id] as const,
};
