import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/companies/removePicture: removes the own profile picture. */
export async function removePicture(): Promise<void> {
  await apiPost<unknown>("/api/companies/removePicture");
}
