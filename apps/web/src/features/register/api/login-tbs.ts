import { type LoginTbsResponse, loginTbsResponseSchema } from "@ebm/shared/schemas/mini/register";
import { apiPost } from "../../../lib/api-client.ts";

/**
 * POST /api/register/loginTBSToGrabInfo: signs in to the marketplace and returns the member's
 * company, its people and a membership token. A refusal is an ApiError with the server's message
 * (401 a wrong login, 409 an already registered company).
 */
export async function loginTbs(body: {
  email: string;
  password: string;
}): Promise<LoginTbsResponse["result"]> {
  const { result } = await apiPost("/api/register/loginTBSToGrabInfo", body, {
    anonymous: true,
    parse: (answer) => loginTbsResponseSchema.parse(answer),
  });
  return result;
}
