import type { CompanyResponse } from "@ebm/shared/schemas/companies";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { companyKeys } from "./keys.ts";

type CompanyResult = CompanyResponse["result"];

/**
 * GET /api/companies/{id}: the company and, for signed-in users, its contacts. Anything but a 2xx
 * throws, so the page can send the user home (part 2 §8 "Company load failure or non-200").
 */
async function getCompany(id: number): Promise<CompanyResult> {
  const { result } = await apiGet<CompanyResponse>(`/api/companies/${id}`);
  return { company: result.company, contacts: result.contacts ?? [] };
}

/**
 * One company with its contacts, keyed by id so a change of id loads the other company.
 * @example const { data, isError } = useCompany(42);
 */
export function useCompany(id: number) {
  return useQuery({
    queryKey: companyKeys.detail(id),
    queryFn: () => getCompany(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    staleTime: 30_000,
  });
}
