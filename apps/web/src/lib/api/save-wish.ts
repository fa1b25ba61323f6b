import type { WishKind } from "@ebm/shared/matchmaking";
import type { WishBody } from "@ebm/shared/schemas/matchmaking";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiPut } from "../api-client.ts";
import { matchmakingKeys } from "./keys.ts";

/** PUT /api/matchmaking/wishes: one wish about a company, or one of its people, made or changed. */
function saveWish(body: WishBody): Promise<unknown> {
  return apiPut<unknown>("/api/matchmaking/wishes", body);
}

/** DELETE /api/matchmaking/wishes/{companyId}: the wish about a company goes. */
function removeWish(companyId: number): Promise<unknown> {
  return apiDelete<unknown>(`/api/matchmaking/wishes/${companyId}`);
}

/** A wish about a company, or one of its people (`contactId`), to make or change; `kind` null removes it. */
export interface WishChange {
  companyId: number;
  contactId: number | null;
  kind: WishKind | null;
}

/**
 * Makes, changes or removes (`kind: null`) the user's wish about a company; the wish list and the
 * possible matches are read again after it.
 * @example const save = useSaveWish(user.id); save.mutate({ companyId: 7, contactId: null, kind: "must" });
 */
export function useSaveWish(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: WishChange) =>
      change.kind === null
        ? removeWish(change.companyId)
        : saveWish({ companyId: change.companyId, contactId: change.contactId, kind: change.kind }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchmakingKeys.all(userId) }),
  });
}
