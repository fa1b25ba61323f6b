import type { AttendeesResponse, DirectoryEntry } from "@ebm/shared/schemas/directory";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import type { DirectoryFilters } from "../utils/filters.ts";

/**
 * POST /api/misc/attendees: the attending companies that match the filters, ordered by name.
 * A failure throws so the page can offer a retry.
 */
export async function searchAttendees(
  filters: DirectoryFilters,
  signal?: AbortSignal,
): Promise<DirectoryEntry[]> {
  const { status, data } = await apiPost<Partial<AttendeesResponse>>("/api/misc/attendees", filters, {
    signal,
  });
  if (status !== 200 || !Array.isArray(data?.payload)) {
    console.warn(`Could not load the attendee directory (status ${status})`);
    throw new Error("Attendee directory unavailable");
  }
  return data.payload;
}

/**
 * The directory for the submitted filters. While another search loads, the previous result stays
 * on screen (`isPlaceholderData`), so the list does not flash empty.
 */
export function useAttendees(filters: DirectoryFilters) {
  return useQuery({
    queryKey: ["attendees", filters.search, filters.pref, filters.tradingType],
    queryFn: ({ signal }) => searchAttendees(filters, signal),
    placeholderData: keepPreviousData,
  });
}
