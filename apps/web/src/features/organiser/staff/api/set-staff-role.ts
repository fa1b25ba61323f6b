import type { UserRole } from "@ebm/shared/schemas/auth";
import type { StaffRoleResponse } from "@ebm/shared/schemas/organiser-staff";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPut } from "../../../../lib/api-client.ts";
import { staffKeys } from "./keys.ts";

/**
 * PUT /api/organiser/staff/{id}: gives an account a role ("organiser", "desk") or takes it ("attendee").
 * @example await setRole.mutateAsync({ contactId: 12, role: "desk" });
 */
export function useSetStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, role }: { contactId: number; role: UserRole }) =>
      apiPut<StaffRoleResponse>(`/api/organiser/staff/${contactId}`, { role }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
