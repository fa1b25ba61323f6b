import { useMutation } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/scheduler/meetings/{id}/ics: one meeting as an iCalendar file. */
function getMeetingIcs(meetingId: number): Promise<string> {
  return apiGet<string>(`/api/scheduler/meetings/${meetingId}/ics`, { asText: true });
}

/** Hands the browser a text as a file to save. */
function saveFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a meeting as `meeting-{id}.ics` for the user's calendar app. The call needs the
 * user's token, so the file is fetched first and then saved.
 * @example const download = useDownloadMeetingIcs(); download.mutate(meeting.id);
 */
export function useDownloadMeetingIcs() {
  return useMutation({
    mutationFn: async (meetingId: number) => {
      const text = await getMeetingIcs(meetingId);
      saveFile(text, `meeting-${meetingId}.ics`, "text/calendar");
    },
  });
}
