import type { MyPrivacy, MyPrivacyBody } from "@ebm/shared/schemas/privacy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPut } from "../../../lib/api-client.ts";
import { privacyKeys } from "./keys.ts";

/**
 * PUT /api/me/privacy: accepts the current notice and/or changes the listing or the contact
 * details' reach (each change recorded with its source). 409 when the notice changed since it was
 * read: the fresh one is fetched.
 * @example update.mutate({ listed: false, source: "profile" });
 */
export function useUpdateMyPrivacy(userId: number) {
  const queryClient = useQueryClient();
  const key = privacyKeys.mine(userId);
  return useMutation({
    mutationFn: async (body: MyPrivacyBody) =>
      (await apiPut<{ privacy: MyPrivacy }>("/api/me/privacy", body)).privacy,
    onSuccess: (privacy) => queryClient.setQueryData(key, privacy),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
