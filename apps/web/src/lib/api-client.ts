import { UPDATED_USER_HEADER } from "@ebm/shared/constants";
import { sessionStore } from "./session/session-store.ts";

/**
 * The one error the API client throws: for an answer outside 2xx, for an answer it cannot read,
 * and when the server could not be reached. Screens read it from the query's `error`.
 * `message` is the server's own (the spec's user-facing text), or empty when it gave none.
 * @example if (error instanceof ApiError && error.status === 404) return <Navigate to="/" />;
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The HTTP status, or 0 when the request never reached the server. */
  readonly status: number;
  /** The server's `error` (its reason, e.g. "Not Found"), or the client's own for no or an unreadable answer. */
  readonly code: string;
  /** The input the server named as the one that failed. */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/** `code` of an ApiError for a request that got no answer (offline, connection refused). */
export const NETWORK_ERROR = "NetworkError";
/** `code` of an ApiError for an answer that is not the JSON the contract promises. */
export const UNREADABLE_RESPONSE = "UnreadableResponse";

/**
 * True for an answer that asking again would not change: a 4xx. Network failures and 5xx may be
 * passing, so the query client retries those.
 */
export const isClientError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

type Method = "GET" | "POST" | "PUT" | "DELETE";

interface RequestOptions<T> {
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (analytics, click counters). */
  keepalive?: boolean;
  /** Send no bearer token (sign-in itself). */
  anonymous?: boolean;
  /**
   * Checks a 2xx body against the contract and returns it typed; throwing rejects the answer as
   * unreadable. Without it the body is trusted as `T` (the server serialises through its schemas).
   */
  parse?: (body: unknown) => T | Promise<T>;
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
    // An unreadable header changes nothing: the stored user stays as it is.
    return;
  }
  // The schema library loads only when a response actually carries the header.
  const { updatedUserSchema } = await import("@ebm/shared/schemas/mini/auth");
  const parsed = updatedUserSchema.safeParse(decoded);
  // A header outside the contract changes nothing either.
  if (!parsed.success) return;
  if (parsed.data.doLogout === true) {
    sessionStore.clearUser("server");
    return;
  }
  const current = sessionStore.getUser();
  if (!current) return;
  const { doLogout: _ignored, ...fresh } = parsed.data;
  sessionStore.setUser({ ...fresh, token: current.token });
}

/** An ApiError from the body of a refusal, when it has the shape of the server's error handler. */
function errorFrom(status: number, statusText: string, body: unknown): ApiError {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof fields.error === "string" && fields.error ? fields.error : statusText || "Error";
  const message = typeof fields.message === "string" && fields.message.trim() ? fields.message : "";
  const field = typeof fields.field === "string" && fields.field ? fields.field : undefined;
  return new ApiError(status, code, message, field);
}

/**
 * Sends a request with the stored user's bearer token, uncached, and applies the updated-user
 * header of its answer, whatever its status. Throws a network ApiError when no answer came.
 */
async function send(
  method: Method,
  path: string,
  options: Omit<RequestOptions<unknown>, "parse">,
  accept: string,
): Promise<Response> {
  const headers: Record<string, string> = { "Cache-Control": "no-cache", Accept: accept };
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
    throw new ApiError(0, NETWORK_ERROR, "");
  }
  await applyUpdatedUserHeader(response, token);
  return response;
}

/** Reads an answer's body; one that breaks off is an unreadable answer. */
async function readBody<B>(response: Response, read: (r: Response) => Promise<B>, signal?: AbortSignal) {
  try {
    return await read(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(response.status, UNREADABLE_RESPONSE, "");
  }
}

/** The ApiError of an answer outside 2xx, with the server's reason when its body carries one. */
async function refusalOf(response: Response, signal?: AbortSignal): Promise<ApiError> {
  const text = await readBody(response, (r) => r.text(), signal);
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's error page: the status alone says what happened.
  }
  return errorFrom(response.status, response.statusText, data);
}

/**
 * The one way the web app talks to the server: same origin, no caching, bearer token from the
 * stored user. Resolves with the parsed body of a 2xx answer (null when it has none); throws an
 * ApiError for anything else. An aborted request rejects with the browser's AbortError.
 * @example const user = await apiRequest("POST", "/api/auth/login", { body, parse: (b) => sessionUserSchema.parse(b) });
 */
async function apiRequest<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await send(method, path, options, "application/json");
  if (!response.ok) throw await refusalOf(response, options.signal);
  const text = await readBody(response, (r) => r.text(), options.signal);
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiError(response.status, UNREADABLE_RESPONSE, "");
    }
  }
  if (!options.parse) return data as T;
  try {
    return await options.parse(data);
  } catch {
    throw new ApiError(response.status, UNREADABLE_RESPONSE, "");
  }
}

/** A file the API made, and the name the server gave it (content-disposition), if any. */
export interface ApiFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a content-disposition header: `attachment; filename="leads-20251106.csv"`. */
function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get("content-disposition") ?? "";
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
}

/**
 * GETs a file (a CSV export, a calendar file) as any other call goes: with the token, signing out
 * on the server's word, an ApiError for a refusal.
 * @example const { blob, fileName } = await apiGetFile("/api/misc/leadsAsCSV");
 */
export async function apiGetFile(path: string, options: { signal?: AbortSignal } = {}): Promise<ApiFile> {
  const response = await send("GET", path, options, "*/*");
  if (!response.ok) throw await refusalOf(response, options.signal);
  const blob = await readBody(response, (r) => r.blob(), options.signal);
  return { blob, fileName: fileNameOf(response) };
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions<T>, "body">) =>
  apiRequest<T>("GET", path, options);

export const apiDelete = <T>(path: string, options?: Omit<RequestOptions<T>, "body">) =>
  apiRequest<T>("DELETE", path, options);

export const apiPut = <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "body">) =>
  apiRequest<T>("PUT", path, { ...options, body: body ?? {} });

export const apiPost = <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, "body">) =>
  apiRequest<T>("POST", path, { ...options, body: body ?? {} });
