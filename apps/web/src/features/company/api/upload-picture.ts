import { apiPost } from "../../../lib/api-client.ts";

/**
 * POST /api/companies/uploadPicture: the own profile picture as multipart field `picture`
 * (already resized in the browser). True when the server stored it.
 */
export async function uploadPicture(picture: Blob): Promise<boolean> {
  const form = new FormData();
  form.append("picture", picture, "picture.jpg");
  const { status } = await apiPost<{ status?: number }>("/api/companies/uploadPicture", form);
  return status === 200;
}
