export const pictureKeys = {
  all: ["pictures"] as const,
  /** The editions that have a pictures page. */
  editions: () => [...pictureKeys.all, "editions"] as const,
  /** One edition's video address and picture categories. */
  edition: (edition: number | undefined) => [...pictureKeys.all, "edition", edition] as const,
};
