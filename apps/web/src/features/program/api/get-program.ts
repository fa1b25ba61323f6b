import type { Program } from "@ebm/shared/schemas/content";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/**
 * GET /api/misc/program: the title and the events of all three days. The server validates its
 * answer against the contract.
 */
export async function getProgram(): Promise<Program> {
  const { status, data } = await apiGet<{ payload?: Program }>("/api/misc/program");
  if (status !== 200 || !data?.payload) {
    console.warn(`Could not load the program (status ${status})`);
    throw new Error("Program unavailable");
  }
  return data.payload;
}

export function useProgram() {
  return useQuery({ queryKey: ["program"], queryFn: getProgram, staleTime: 5 * 60_000 });
}
