import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";

/**
 * GET /api/companies/fetchLargePicture/{contactId}: the address of a contact's large picture, or
 * null when there is none. A failed request counts as "no picture" (failures are only logged).
 */
export async function getLargePicture(contactId: number): Promise<string | null> {
  const { status, data } = await apiGet<{ profilePicLarge?: string | null }>(
    `/api/companies/fetchLargePicture/${contactId}`,
  );
  if (status !== 200) {
    console.warn(`Could not load the large picture of contact ${contactId} (status ${status})`);
    return null;
  }
  return data?.profilePicLarge ?? null;
}

/** The large picture of a contact; idle while `contactId` is null. */
export function useLargePicture(contactId: number | null) {
  return useQuery({
    queryKey: ["large-picture", contactId],
    queryFn: () => getLargePicture(contactId ?? 0),
    enabled: contactId !== null,
    staleTime: 0,
  });
}
