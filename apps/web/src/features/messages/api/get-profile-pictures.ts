import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client.ts";
import { messageKeys } from "./keys.ts";

interface ProfilePicture {
  contactId: number;
  profilePic: string | null;
}

/** GET /api/messages/conversation/profilePictures, as a map from contact to picture. */
async function getProfilePictures(): Promise<Map<number, string | null>> {
  const { profilePictures } = await apiGet<{ profilePictures: ProfilePicture[] }>(
    "/api/messages/conversation/profilePictures",
  );
  return new Map(profilePictures.map((entry) => [entry.contactId, entry.profilePic]));
}

/** The pictures of the user's chat contacts; a failure leaves the list's own ones (part 2 §8). */
export function useProfilePictures(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.profilePictures(userId),
    queryFn: getProfilePictures,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
