import type {
  ConsoleEditionResponse,
  ConsoleEditionsResponse,
  EditionDetailsBody,
  EditionDetailsResponse,
  NewEditionBody,
} from "@ebm/shared/schemas/organiser-editions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, apiPut } from "../../../../lib/api-client.ts";

/** Query keys of the console's editions section. */
export const editionKeys = {
  all: ["organiser", "editions"] as const,
  one: (id: number) => ["organiser", "editions", id] as const,
};

/** GET /api/organiser/editions/{id}: one edition's facts as the form edits them. */
export function useEditionDetails(id: number) {
  return useQuery({
    queryKey: editionKeys.one(id),
    queryFn: () => apiGet<EditionDetailsResponse>(`/api/organiser/editions/${id}`),
  });
}

/**
 * PUT /api/organiser/editions/{id}: the current edition's change shows everywhere, so every query
 * is asked again.
 */
export function useUpdateEdition(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditionDetailsBody) =>
      apiPut<EditionDetailsResponse>(`/api/organiser/editions/${id}`, body),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

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
