import type { LoginBody } from "@ebm/shared/schemas/auth";
import { type SessionUser, sessionUserSchema } from "@ebm/shared/schemas/mini/auth";
import { apiPost } from "../../../lib/api-client.ts";

/** POST /api/auth/login: the user with its session token; bad credentials are an ApiError with status 400. */
export function login(body: LoginBody): Promise<SessionUser> {
  return apiPost("/api/auth/login", body, {
    anonymous: true,
    parse: (answer) => sessionUserSchema.parse(answer),
  });
}
