import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../../lib/download.ts";
import { listSearch } from "../../shared/list-search.ts";
import type { RegistrationListParams } from "./keys.ts";

type ExportFilters = Pick<RegistrationListParams, "q" | "status" | "member">;

/**
 * GET /api/organiser/registrations.csv: saves every registration the filters match, as the server
 * names the file (registrations-YYYYMMDD.csv).
 * @example const csv = useDownloadRegistrationsCsv(); csv.mutate({ q: "", status: "paid", member: "" });
 */
export function useDownloadRegistrationsCsv() {
  return useMutation({
    mutationFn: (filters: ExportFilters) =>
      downloadFile(`/api/organiser/registrations.csv?${listSearch(filters)}`, "registrations.csv"),
  });
}
