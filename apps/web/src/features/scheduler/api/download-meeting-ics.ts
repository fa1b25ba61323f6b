import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";

/**
 * GET /api/scheduler/meetings/{id}/ics: downloads a meeting as `meeting-{id}.ics` for the user's
 * calendar app.
 * @example const download = useDownloadMeetingIcs(); download.mutate(meeting.id);
 */
export function useDownloadMeetingIcs() {
  return useMutation({
    mutationFn: (meetingId: number) =>
      downloadFile(`/api/scheduler/meetings/${meetingId}/ics`, `meeting-${meetingId}.ics`),
  });
}
