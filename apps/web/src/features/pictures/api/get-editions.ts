import type { Edition } from "@ebm/shared/schemas/content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { pictureKeys } from "./keys.ts";

/**
 * GET /api/misc/editions: the editions that have a pictures page, newest (the current one) first.
 * A failure shows in the query's `isError`; the page shows a calm message instead.
 */
async function getEditions(): Promise<Edition[]> {
  const { editions } = await apiGet<{ editions: Edition[] }>("/api/misc/editions");
  return [...editions].sort((a, b) => b.edition - a.edition);
}

export function useEditions() {
  return useQuery({ queryKey: pictureKeys.editions(), queryFn: getEditions, staleTime: 5 * 60_000 });
}
