import type { DinnerReviewState } from "@ebm/shared/schemas/organiser-dinner";

export interface DinnerListParams {
  q: string;
  page: number;
  pageSize: number;
  /** 0: every day. */
  day: number;
  status: DinnerReviewState | "";
}

/** Query keys of the console's dinner section. */
export const dinnerKeys = {
  all: ["organiser", "dinner"] as const,
  list: (params: DinnerListParams) => [...dinnerKeys.all, "list", params] as const,
  summary: () => [...dinnerKeys.all, "summary"] as const,
};
