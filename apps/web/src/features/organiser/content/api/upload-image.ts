import type { ContentImageKind, ContentImageResponse } from "@ebm/shared/schemas/organiser-content";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/api-client.ts";

/**
 * POST /api/organiser/content/images: a picture for a sponsor or a banner, re-encoded by the server
 * for its kind; answers its address.
 * @example const { payload } = await upload.mutateAsync({ kind: "sponsor-logo", file });
 */
export function useUploadContentImage() {
  return useMutation({
    mutationFn: ({ kind, file }: { kind: ContentImageKind; file: File }) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return apiPost<ContentImageResponse>(`/api/organiser/content/images?kind=${kind}`, form);
    },
  });
}
