import type { ContactInfo } from "@ebm/shared/schemas/mail";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { contactKeys } from "./keys.ts";

/**
 * GET /api/misc/contactInfo: the organising team (phone and WhatsApp digits, no e-mail addresses),
 * the venue hotel and the organiser's details. The server validates its answer against the contract.
 */
async function getContactInfo(): Promise<ContactInfo> {
  const { payload } = await apiGet<{ payload: ContactInfo }>("/api/misc/contactInfo");
  return payload;
}

export function useContactInfo() {
  return useQuery({ queryKey: contactKeys.info(), queryFn: getContactInfo, staleTime: 10 * 60_000 });
}
