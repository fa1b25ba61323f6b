export const registerKeys = {
  all: ["register"] as const,
  /** Every country with its VAT treatment. */
  countries: () => [...registerKeys.all, "countries"] as const,
};
