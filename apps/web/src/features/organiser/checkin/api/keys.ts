export interface CheckinListParams {
  q: string;
  page: number;
  pageSize: number;
}

/** Query keys of the console's check-in desk. */
export const checkinKeys = {
  all: ["organiser", "checkin"] as const,
  list: (params: CheckinListParams) => [...checkinKeys.all, "list", params] as const,
  stats: () => [...checkinKeys.all, "stats"] as const,
};
