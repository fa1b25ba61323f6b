import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { companyKeys } from "./keys.ts";

/**
 * GET /api/companies/fetchLargePicture/{contactId}: the address of a contact's large picture, or
 * null when there is none.
 */
async function getLargePicture(contactId: number): Promise<string | null> {
  const { profilePicLarge } = await apiGet<{ profilePicLarge?: string | null }>(
    `/api/companies/fetchLargePicture/${contactId}`,
  );
  return profilePicLarge ?? null;
}

/** The large picture of a contact; idle while `contactId` is null. A failure shows as no picture. */
export function useLargePicture(contactId: number | null) {
  return useQuery({
    queryKey: companyKeys.largePicture(contactId),
    queryFn: () => getLargePicture(contactId ?? 0),
    enabled: contactId !== null,
    staleTime: 0,
  });
}
