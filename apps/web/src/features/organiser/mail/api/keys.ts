import type { MailStatus } from "@ebm/shared/schemas/organiser-mail";

export interface MailListParams {
  q: string;
  page: number;
  pageSize: number;
  status: MailStatus | "";
}

/** Query keys of the console's mail section. */
export const mailKeys = {
  all: ["organiser", "mail"] as const,
  lists: () => [...mailKeys.all, "list"] as const,
  list: (params: MailListParams) => [...mailKeys.lists(), params] as const,
  detail: (id: number) => [...mailKeys.all, "detail", id] as const,
};
