import type { ConsoleSponsor, SponsorBody } from "@ebm/shared/schemas/organiser-content";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiPost, apiPut } from "../../../../lib/api-client.ts";
import { contentKeys } from "./keys.ts";

type Answer = { status: 200; payload: ConsoleSponsor };

/**
 * Adds a sponsor (POST …/sponsors) or, with an `id`, changes one (PUT …/sponsors/{id}).
 * @example await save.mutateAsync({ id: 4, body: { name, url, type, logoUrl } });
 */
export function useSaveSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: SponsorBody }) =>
      id === undefined
        ? apiPost<Answer>("/api/organiser/content/sponsors", body)
        : apiPut<Answer>(`/api/organiser/content/sponsors/${id}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.sponsors() }),
  });
}

/** DELETE /api/organiser/content/sponsors/{id}. */
export function useDeleteSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ status: 200 }>(`/api/organiser/content/sponsors/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.sponsors() }),
  });
}

/** POST /api/organiser/content/sponsors/order: the sponsors in the order of `ids`. */
export function useOrderSponsors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiPost<unknown>("/api/organiser/content/sponsors/order", { ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.sponsors() }),
  });
}
