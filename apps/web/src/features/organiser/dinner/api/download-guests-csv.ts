import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../../lib/download.ts";

/**
 * GET /api/organiser/dinner/guests.csv?day=: saves one dinner day's approved guests for the venue.
 * @example const csv = useDownloadGuestsCsv(); csv.mutate(1);
 */
export function useDownloadGuestsCsv() {
  return useMutation({
    mutationFn: (day: number) =>
      downloadFile(`/api/organiser/dinner/guests.csv?day=${day}`, `captains-dinner-guests-day-${day}.csv`),
  });
}
