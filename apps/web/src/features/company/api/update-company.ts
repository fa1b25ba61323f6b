import { COMPANY_UPDATE_SUCCESS } from "@ebm/shared/profile";
import type { UpdateCompanyBody } from "@ebm/shared/schemas/companies";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";

/** True for the statuses the spec counts as a saved company (part 2 §9: 200, 501, 502). */
export function isCompanyUpdateSuccess(status: number): boolean {
  return (COMPANY_UPDATE_SUCCESS as readonly number[]).includes(status);
}

/** POST /api/companies/updateCompany: saves the signed-in user's own company; resolves to the status. */
export async function updateCompany(body: UpdateCompanyBody): Promise<number> {
  const { status } = await apiPost<{ status?: number }>("/api/companies/updateCompany", body);
  return status;
}

/** Saves the company and, once saved, refetches the company page's data (`["company", id]`). */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: async (status, body) => {
      if (isCompanyUpdateSuccess(status))
        await queryClient.invalidateQueries({ queryKey: ["company", body.id] });
    },
  });
}
