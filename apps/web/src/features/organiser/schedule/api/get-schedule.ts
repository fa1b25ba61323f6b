import type { ScheduleResponse } from "@ebm/shared/schemas/matchmaking";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { scheduleKeys } from "./keys.ts";

/** The draft of the automatic schedule as the console shows it (null before the first run). */
export type ScheduleDraft = NonNullable<ScheduleResponse["draft"]>;

/** GET /api/organiser/schedule: the current draft. */
async function getSchedule(): Promise<ScheduleDraft | null> {
  const { draft } = await apiGet<ScheduleResponse>("/api/organiser/schedule");
  return draft;
}

/** How often the draft is read while its publication runs, to follow its progress. */
const PUBLISHING_POLL_MS = 2000;

/**
 * The draft, read again every two seconds while it is being published (the job runner publishes
 * it in batches; `publishing` says how far it is).
 * @example const schedule = useSchedule(); schedule.data?.figures.meetings
 */
export function useSchedule() {
  return useQuery({
    queryKey: scheduleKeys.draft,
    queryFn: getSchedule,
    refetchInterval: (query) => (query.state.data?.publishing ? PUBLISHING_POLL_MS : false),
  });
}
