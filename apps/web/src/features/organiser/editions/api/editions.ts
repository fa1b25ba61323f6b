import type {
  ConsoleEditionResponse,
  ConsoleEditionsResponse,
  NewEditionBody,
} from "@ebm/shared/schemas/organiser-editions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../../lib/api-client.ts";

/** Query keys of the console's editions section. */
export const editionKeys = { all: ["organiser", "editions"] as const };

/** GET /api/organiser/editions: every edition, newest first. */
export function useEditions() {
  return useQuery({
    queryKey: editionKeys.all,
    queryFn: () => apiGet<ConsoleEditionsResponse>("/api/organiser/editions"),
  });
}

/** POST /api/organiser/editions: the next edition, made from the current one. */
export function useCreateEdition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewEditionBody) => apiPost<ConsoleEditionResponse>("/api/organiser/editions", body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: editionKeys.all }),
  });
}

/**
 * POST /api/organiser/editions/{id}/current: the site follows that edition from now on, so every
 * query is asked again.
 */
export function useMakeCurrentEdition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<ConsoleEditionResponse>(`/api/organiser/editions/${id}/current`, {}),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
