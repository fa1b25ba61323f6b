import type { AttendeeSearch, PlanPerson } from "@ebm/shared/schemas/organiser-meetings";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { meetingsKeys } from "./keys.ts";

/** GET /api/organiser/meetings/attendees?q=: up to 20 attendees whose name, company or e-mail holds the words. */
async function findAttendees(words: string): Promise<PlanPerson[]> {
  const { payload } = await apiGet<{ payload: AttendeeSearch }>(
    `/api/organiser/meetings/attendees?q=${encodeURIComponent(words)}`,
  );
  return payload.people;
}

/**
 * Attendees matching `words` once they are two characters or more.
 * @example const found = useFindAttendees("anna"); found.data?.[0]?.name
 */
export function useFindAttendees(words: string) {
  const q = words.trim();
  return useQuery({
    queryKey: meetingsKeys.attendees(q),
    queryFn: () => findAttendees(q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
