import type {
  RegistrationDetail,
  RegistrationMemberFilter,
  RegistrationStatus,
} from "@ebm/shared/schemas/organiser-registrations";
import type { QueryClient } from "@tanstack/react-query";

/** What the registrations list asks for: a page, its search text and filters ("" for all). */
export interface RegistrationListParams {
  q: string;
  page: number;
  pageSize: number;
  status: RegistrationStatus | "";
  member: RegistrationMemberFilter | "";
}

/** Query keys of the console's registrations section. */
export const registrationKeys = {
  all: ["organiser", "registrations"] as const,
  lists: () => [...registrationKeys.all, "list"] as const,
  list: (params: RegistrationListParams) => [...registrationKeys.lists(), params] as const,
  detail: (id: number) => [...registrationKeys.all, "detail", id] as const,
};

/**
 * What a change of a registration does to the cache: the answer (the registration as it now is)
 * replaces the open detail, and every list reloads.
 */
export function afterChange(queryClient: QueryClient) {
  return {
    onSuccess: (detail: RegistrationDetail) =>
      queryClient.setQueryData(registrationKeys.detail(detail.id), detail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationKeys.lists() }),
  };
}
