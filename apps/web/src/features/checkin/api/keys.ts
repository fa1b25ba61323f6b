/** The badge pages read by code; a check-in changes what organiser staff see on one. */
export const checkinKeys = {
  all: ["checkin"] as const,
  page: (code: string, userId: number | null) => [...checkinKeys.all, code, userId] as const,
};
