import type { RegCaptLunchBody } from "@ebm/shared/schemas/dinner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { dinnerKey } from "../../../lib/api/keys.ts";
import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/misc/regCaptLunch: signs the user up; the sign-up waits for the organisers' review. */
function registerDinner(body: RegCaptLunchBody): Promise<{ status: number; registrationStatus: number }> {
  return apiPost("/api/misc/regCaptLunch", body);
}

/**
 * Signs the signed-in user up for the Captain's Dinner, then reads the places and status again.
 * @example const register = useRegisterDinner(user.id); register.mutate({ contactId: user.id, dayNumber: 1 });
 */
export function useRegisterDinner(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDinner,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dinnerKey(userId) }),
  });
}
