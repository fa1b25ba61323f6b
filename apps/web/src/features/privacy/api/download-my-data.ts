import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";

/**
 * GET /api/me/data-export: everything the app holds about the signed-in person, as one zip
 * (data.json, a CSV per kind of record, README.txt), saved under the server's name.
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => downloadFile("/api/me/data-export", "my-data.zip"),
  });
}
