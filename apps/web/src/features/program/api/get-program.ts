import type { Program } from "@ebm/shared/schemas/content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { programKeys } from "./keys.ts";

/**
 * GET /api/misc/program: the title and the events of all three days. The server validates its
 * answer against the contract.
 */
async function getProgram(): Promise<Program> {
  const { payload } = await apiGet<{ payload: Program }>("/api/misc/program");
  return payload;
}

export function useProgram() {
  return useQuery({ queryKey: programKeys.all, queryFn: getProgram, staleTime: 5 * 60_000 });
}
