import type { ContactInfo } from "@ebm/shared/schemas/mail";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/**
 * GET /api/misc/contactInfo: the organising team (phone and WhatsApp digits, no e-mail addresses),
 * the venue hotel and the organiser's details. The server validates its answer against the contract.
 */
export async function getContactInfo(): Promise<ContactInfo> {
  const { status, data } = await apiGet<{ payload?: ContactInfo }>("/api/misc/contactInfo");
  if (status !== 200 || !data?.payload) {
    console.warn(`Could not load the contact details (status ${status})`);
    throw new Error("Contact details unavailable");
  }
  return data.payload;
}

export function useContactInfo() {
  return useQuery({ queryKey: ["contact-info"], queryFn: getContactInfo, staleTime: 10 * 60_000 });
}
