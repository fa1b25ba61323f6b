import { apiPost } from "../../../lib/api-client.ts";

/**
 * POST /api/companies/uploadPicture: the own profile picture as multipart field `picture`
 * (already resized in the browser).
 */
export async function uploadPicture(picture: Blob): Promise<void> {
  const form = new FormData();
  form.append("picture", picture, "picture.jpg");
  await apiPost<unknown>("/api/companies/uploadPicture", form);
}
