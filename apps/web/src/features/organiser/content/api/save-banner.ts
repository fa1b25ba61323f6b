import type { BannerBody, ConsoleBanner } from "@ebm/shared/schemas/organiser-content";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiPost, apiPut } from "../../../../lib/api-client.ts";
import { contentKeys } from "./keys.ts";

type Answer = { status: 200; payload: ConsoleBanner };

/**
 * Adds a banner (POST …/banners) or, with an `id`, changes one (PUT …/banners/{id}).
 * @example await save.mutateAsync({ body: { url, alt, image, mobileImage, isAd, active } });
 */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: BannerBody }) =>
      id === undefined
        ? apiPost<Answer>("/api/organiser/content/banners", body)
        : apiPut<Answer>(`/api/organiser/content/banners/${id}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.banners() }),
  });
}

/** DELETE /api/organiser/content/banners/{id}. */
export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ status: 200 }>(`/api/organiser/content/banners/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.banners() }),
  });
}
