import { ERASE_CONFIRM_WORD } from "@ebm/shared/privacy";
import type { ErasureReport, OrganiserPrivacy, PrivacySettings } from "@ebm/shared/schemas/privacy";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost, apiPut } from "../../../../lib/api-client.ts";
import { downloadFile } from "../../../../lib/download.ts";

const BASE = "/api/organiser/privacy";

/** Query keys of the console's Privacy section. */
export const privacyKeys = {
  all: ["organiser", "privacy"] as const,
};

/** GET /api/organiser/privacy: the notice's settings and version, and each past edition's retention. */
export function useOrganiserPrivacy() {
  return useQuery({
    queryKey: privacyKeys.all,
    queryFn: async () => (await apiGet<{ privacy: OrganiserPrivacy }>(BASE)).privacy,
  });
}

/**
 * PUT /api/organiser/privacy: the notice's settings; each change is a new version of the notice,
 * which everyone is asked to agree to again. The public notice is read again too.
 */
export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrivacySettings) =>
      (await apiPut<{ privacy: OrganiserPrivacy }>(BASE, body)).privacy,
    onSuccess: (privacy) => {
      queryClient.setQueryData(privacyKeys.all, privacy);
      void queryClient.invalidateQueries({ queryKey: ["privacy"] });
    },
  });
}

/**
 * GET …/people/{contactId}/export: everything the app holds about one person, as the zip they
 * would download themselves (an organiser answering their request).
 */
export function useDownloadPersonData() {
  return useMutation({
    mutationFn: (contactId: number) =>
      downloadFile(`${BASE}/people/${contactId}/export`, `person-${contactId}.zip`),
  });
}

/**
 * POST …/people/{contactId}/erase: erases one person on their request (confirmed by the typed
 * word). The console's lists of people are read again.
 */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contactId: number) =>
      (
        await apiPost<{ erasure: ErasureReport }>(`${BASE}/people/${contactId}/erase`, {
          confirm: ERASE_CONFIRM_WORD,
        })
      ).erasure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["organiser"] }),
  });
}
