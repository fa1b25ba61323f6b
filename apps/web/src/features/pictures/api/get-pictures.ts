import type { Pictures } from "@ebm/shared/schemas/content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/**
 * GET /api/misc/pictures/{edition}: an edition's video address and its picture categories, each
 * with its files. A failure is only logged; the page shows a calm message instead.
 */
export async function getPictures(edition: number): Promise<Pictures> {
  const { status, data } = await apiGet<{ payload?: Pictures }>(`/api/misc/pictures/${edition}`);
  if (status !== 200 || !Array.isArray(data?.payload?.categories)) {
    console.warn(`Could not load the pictures of edition ${edition} (status ${status})`);
    throw new Error("Pictures unavailable");
  }
  return data.payload;
}

/** The pictures of one edition; waits until the edition is known. */
export function usePictures(edition: number | undefined) {
  return useQuery({
    queryKey: ["pictures", edition],
    queryFn: () => getPictures(edition ?? 0),
    enabled: edition !== undefined,
    staleTime: 5 * 60_000,
  });
}
