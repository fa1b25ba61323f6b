import { COMPANY_UPDATE_SUCCESS } from "@ebm/shared/profile";
import type { UpdateCompanyBody } from "@ebm/shared/schemas/companies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiPost } from "../../../lib/api-client.ts";
import { companyKeys } from "./keys.ts";

/** The statuses besides 2xx that the spec counts as a saved company (part 2 §9: 501, 502). */
const alsoSaved = (error: unknown) =>
  error instanceof ApiError && (COMPANY_UPDATE_SUCCESS as readonly number[]).includes(error.status);

/** POST /api/companies/updateCompany: saves the signed-in user's own company. */
async function updateCompany(body: UpdateCompanyBody): Promise<void> {
  try {
    await apiPost<unknown>("/api/companies/updateCompany", body);
  } catch (error) {
    if (!alsoSaved(error)) throw error;
  }
}

/** Saves the own company and, once saved, refetches the company page's data. */
export function useUpdateCompany(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyId) }),
  });
}
