import type { UsedTimeslotsResponse } from "@ebm/shared/schemas/scheduler";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { meetingRequestKeys } from "./keys.ts";

/**
 * GET /api/scheduler/contacts/{id}/action/findCombinedTakenTimeslots: the slots in which the
 * signed-in user or the contact already has a meeting (or a block).
 */
async function getCombinedTakenTimeslots(contactId: number): Promise<number[]> {
  const { usedTimeslotIds } = await apiGet<UsedTimeslotsResponse>(
    `/api/scheduler/contacts/${contactId}/action/findCombinedTakenTimeslots`,
  );
  return usedTimeslotIds;
}

/**
 * The slots the picker shows as 'Not available' for a meeting with `contactId`, asked again on
 * every opening. Idle without a contact.
 * @example const taken = useCombinedTakenTimeslots(user.id, contact?.id ?? null);
 */
export function useCombinedTakenTimeslots(userId: number, contactId: number | null) {
  return useQuery({
    queryKey: meetingRequestKeys.takenTimeslots(userId, contactId ?? 0),
    queryFn: () => getCombinedTakenTimeslots(contactId ?? 0),
    enabled: contactId !== null,
    staleTime: 0,
  });
}
