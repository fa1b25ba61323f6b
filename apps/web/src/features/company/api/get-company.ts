import type { CompanyResponse } from "@ebm/shared/schemas/companies";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

export type CompanyResult = CompanyResponse["result"];

/**
 * GET /api/companies/{id}: the company and, for signed-in users, its contacts. Anything but a 200
 * throws, so the page can send the user home (part 2 §8 "Company load failure or non-200").
 */
export async function getCompany(id: number): Promise<CompanyResult> {
  const { status, data } = await apiGet<Partial<CompanyResponse>>(`/api/companies/${id}`);
  const result = data?.result;
  if (status !== 200 || !result?.company) {
    throw new Error(`Company ${id} unavailable (status ${status})`);
  }
  return { company: result.company, contacts: result.contacts ?? [] };
}

/**
 * One company with its contacts, keyed by id so a change of id loads the other company.
 * @example const { data, isError } = useCompany(42);
 */
export function useCompany(id: number) {
  return useQuery({
    queryKey: ["company", id],
    queryFn: () => getCompany(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    staleTime: 30_000,
  });
}
