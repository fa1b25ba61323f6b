import type { RegistrationDetail } from "@ebm/shared/schemas/organiser-registrations";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/api-client.ts";
import { registrationKeys } from "./keys.ts";

/** GET /api/organiser/registrations/{id}: the company, attendees, price, payments and review. */
async function getRegistration(id: number): Promise<RegistrationDetail> {
  return (await apiGet<{ payload: RegistrationDetail }>(`/api/organiser/registrations/${id}`)).payload;
}

/** @example const registration = useRegistration(openId); — asks only while one is open (`id` not null). */
export function useRegistration(id: number | null) {
  return useQuery({
    queryKey: registrationKeys.detail(id ?? 0),
    queryFn: () => getRegistration(id ?? 0),
    enabled: id !== null,
  });
}
