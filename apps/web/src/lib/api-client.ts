import { UPDATED_USER_HEADER } from "@ebm/shared/constants";
import { sessionStore } from "./session-store.ts";

export interface ApiResult<T> {
  /** HTTP status, or 0 when the request never reached the server. */
  status: number;
  /** Parsed JSON body, or null when there was none. */
  data: T | null;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (analytics, click counters). */
  keepalive?: boolean;
  /** Send no bearer token (sign-in itself). */
  anonymous?: boolean;
}

/**
 * Applies the updated-user header: a fresh user replaces the stored one (the token is kept),
 * `{doLogout:true}` signs the user out.
 */
async function applyUpdatedUserHeader(response: Response, sentToken: string | null): Promise<void> {
  const raw = response.headers.get(UPDATED_USER_HEADER);
  if (!raw) return;
  // The header speaks about the token the request carried. If the user has signed in again since,
  // an answer to an older request must not sign the new session out.
  if (sentToken === null || sessionStore.getToken() !== sentToken) return;
  let decoded: unknown;
  try {
    decoded = JSON.parse(decodeURIComponent(raw));
  } catch {
    console.warn("Ignoring an unreadable updated-user header");
    return;
  }
  // The schema library loads only when a response actually carries the header.
  const { updatedUserSchema } = await import("@ebm/shared/schemas/auth");
  const parsed = updatedUserSchema.safeParse(decoded);
  if (!parsed.success) {
    console.warn("Ignoring an updated-user header that does not match the contract");
    return;
  }
  if (parsed.data.doLogout === true) {
    sessionStore.clearUser("server");
    return;
  }
  const current = sessionStore.getUser();
  if (!current) return;
  const { doLogout: _ignored, ...fresh } = parsed.data;
  sessionStore.setUser({ ...fresh, token: current.token });
}

/**
 * The one way the web app talks to the server: same origin, no caching, bearer token from the
 * stored user. It never throws on an HTTP status; callers inspect `status` themselves.
 * @example const { status, data } = await apiRequest<{ isValid: boolean }>("POST", "/api/register/validateUser", { body });
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { "Cache-Control": "no-cache", Accept: "application/json" };
  const token = options.anonymous ? null : sessionStore.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (file uploads) goes as is: the browser sets the multipart boundary.
  let body: BodyInit | undefined;
  if (typeof FormData !== "undefined" && options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
      credentials: "same-origin",
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { status: 0, data: null };
  }

  await applyUpdatedUserHeader(response, token);

  let data: T | null = null;
  const text = await response.text().catch(() => "");
  if (text) {
    try {
      data = JSON.parse(text) as T;
    } catch {
      data = null;
    }
  }
  return { status: response.status, data };
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, "body">) =>
  apiRequest<T>("GET", path, options);

export const apiPost = <T>(path: string, body?: unknown, options?: Omit<RequestOptions, "body">) =>
  apiRequest<T>("POST", path, { ...options, body: body ?? {} });
