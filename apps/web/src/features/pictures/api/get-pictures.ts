import type { Pictures } from "@ebm/shared/schemas/content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { pictureKeys } from "./keys.ts";

/**
 * GET /api/misc/pictures/{edition}: an edition's video address and its picture categories, each
 * with its files. A failure shows in the query's `isError`; the page shows a calm message instead.
 */
async function getPictures(edition: number): Promise<Pictures> {
  const { payload } = await apiGet<{ payload: Pictures }>(`/api/misc/pictures/${edition}`);
  return payload;
}

/** The pictures of one edition; waits until the edition is known. */
export function usePictures(edition: number | undefined) {
  return useQuery({
    queryKey: pictureKeys.edition(edition),
    queryFn: () => getPictures(edition ?? 0),
    enabled: edition !== undefined,
    staleTime: 5 * 60_000,
  });
}
