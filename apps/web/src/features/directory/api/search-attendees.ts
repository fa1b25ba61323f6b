import type { AttendeesResponse, DirectoryEntry } from "@ebm/shared/schemas/directory";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import type { DirectoryFilters } from "../utils/filters.ts";
import { directoryKeys } from "./keys.ts";

/**
 * POST /api/misc/attendees: the attending companies that match the filters, ordered by name, or
 * with `sort: "match"` the signed-in attendee's possible matches first, each with its `match`.
 */
async function searchAttendees(filters: DirectoryFilters, signal?: AbortSignal): Promise<DirectoryEntry[]> {
  // The name order is the default: its body stays as it always was.
  const { sort, ...byName } = filters;
  const body = sort === "match" ? filters : byName;
  const { payload } = await apiPost<AttendeesResponse>("/api/misc/attendees", body, { signal });
  return payload;
}

/**
 * The directory for the submitted filters. While another search loads, the previous result stays
 * on screen (`isPlaceholderData`), so the list does not flash empty; a failure shows in `isError`
 * so the page can offer a retry.
 */
export function useAttendees(filters: DirectoryFilters, userId: number | null) {
  return useQuery({
    queryKey: directoryKeys.search(filters, userId),
    queryFn: ({ signal }) => searchAttendees(filters, signal),
    placeholderData: keepPreviousData,
  });
}
