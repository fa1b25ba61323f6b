import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/companies/removePicture: removes the own profile picture. True when it is gone. */
export async function removePicture(): Promise<boolean> {
  const { status } = await apiPost<{ status?: number }>("/api/companies/removePicture");
  return status === 200;
}
