import { UPDATED_USER_HEADER } from "@ebm/shared/constants";
import type { SessionUser } from "@ebm/shared/schemas/auth";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  apiDelete,
  apiGet,
  apiGetFile,
  apiPost,
  NETWORK_ERROR,
  UNREADABLE_RESPONSE,
} from "./api-client.ts";
import { sessionStore } from "./session/session-store.ts";

const anna: SessionUser = {
  id: 7,
  name: "Anna Schmidt",
  email: "anna.schmidt@demo.ebm.example",
  function: "Sales",
  profilePic: null,
  companyId: 3,
  companyName: "Demo Trading B.V.",
  signature: "Anna",
  role: "attendee",
  token: "token-of-anna",
};

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, headers });
}

/** The error a request rejects with, or a failure when it resolves. */
async function rejectionOf(request: Promise<unknown>): Promise<unknown> {
  try {
    await request;
  } catch (error) {
    return error;
  }
  throw new Error("The request resolved");
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  sessionStore.clearUser("user");
});

describe("apiRequest", () => {
  it("resolves with the body of a 2xx answer and sends the stored user's token without caching", async () => {
    sessionStore.setUser(anna);
    fetchMock.mockResolvedValueOnce(answer(200, { payload: [1, 2] }));

    await expect(apiGet<{ payload: number[] }>("/api/misc/sponsors")).resolves.toEqual({ payload: [1, 2] });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/misc/sponsors");
    expect(init?.headers).toMatchObject({
      Authorization: "Bearer token-of-anna",
      "Cache-Control": "no-cache",
    });
  });

  it("sends no token for an anonymous request and null for an empty body", async () => {
    sessionStore.setUser(anna);
    fetchMock.mockResolvedValueOnce(answer(204, ""));

    await expect(apiPost("/api/auth/login", { email: "a@b.c" }, { anonymous: true })).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty("Authorization");
  });

  it("throws an ApiError with the server's status, reason, message and field for a refusal", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, { status: 400, error: "Bad Request", message: "subject: is required", field: "subject" }),
    );

    const error = await rejectionOf(apiPost("/api/mail/sendMailToTBS", {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: "Bad Request",
      message: "subject: is required",
      field: "subject",
    });
  });

  it("throws an ApiError without a message when the refusal is not the server's JSON (a proxy page)", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );

    const error = await rejectionOf(apiGet("/api/misc/program"));
    expect(error).toMatchObject({ status: 502, code: "Bad Gateway", message: "", field: undefined });
  });

  it("throws an ApiError with status 0 when the server cannot be reached", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));

    const error = await rejectionOf(apiGet("/api/misc/program"));
    expect(error).toMatchObject({ name: "ApiError", status: 0, code: NETWORK_ERROR });
  });

  it("lets an aborted request reject with the browser's own error", async () => {
    const controller = new AbortController();
    const abort = new DOMException("The operation was aborted", "AbortError");
    fetchMock.mockImplementationOnce(async () => {
      controller.abort();
      throw abort;
    });

    await expect(apiGet("/api/misc/attendees", { signal: controller.signal })).rejects.toBe(abort);
  });

  it("throws an unreadable-answer ApiError for a 2xx that is not JSON or not the contract", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, "<html>maintenance</html>"));
    expect(await rejectionOf(apiGet("/api/misc/program"))).toMatchObject({
      status: 200,
      code: UNREADABLE_RESPONSE,
    });

    fetchMock.mockResolvedValueOnce(answer(200, { isValid: "yes" }));
    const parse = (body: unknown) => {
      const isValid = (body as { isValid?: unknown }).isValid;
      if (typeof isValid !== "boolean") throw new TypeError("not a boolean");
      return isValid;
    };
    expect(await rejectionOf(apiPost("/api/register/validateUser", {}, { parse }))).toMatchObject({
      status: 200,
      code: UNREADABLE_RESPONSE,
    });

    fetchMock.mockResolvedValueOnce(answer(200, { isValid: true }));
    await expect(apiPost("/api/register/validateUser", {}, { parse })).resolves.toBe(true);
  });
});

describe("the updated-user header", () => {
  const header = (value: unknown) => ({ [UPDATED_USER_HEADER]: encodeURIComponent(JSON.stringify(value)) });

  it("signs the user out on doLogout, also when the answer is a refusal", async () => {
    sessionStore.setUser(anna);
    fetchMock.mockResolvedValueOnce(
      answer(
        401,
        { status: 401, error: "Unauthorized", message: "Sign in first" },
        header({ doLogout: true }),
      ),
    );

    expect(await rejectionOf(apiGet("/api/dev/mail"))).toMatchObject({ status: 401 });
    expect(sessionStore.getUser()).toBeNull();
  });

  it("replaces the stored user with the fresh one and keeps the token", async () => {
    sessionStore.setUser(anna);
    const { token: _token, ...fresh } = anna;
    fetchMock.mockResolvedValueOnce(
      answer(200, { isValid: true }, header({ ...fresh, name: "Anna Becker" })),
    );

    await apiPost("/api/register/validateUser", {});
    expect(sessionStore.getUser()).toEqual({ ...anna, name: "Anna Becker" });
  });

  it("is ignored when it speaks about a token that is no longer the stored one", async () => {
    sessionStore.setUser(anna);
    fetchMock.mockImplementationOnce(async () => {
      // Signed in again while the request was on its way.
      sessionStore.setUser({ ...anna, token: "a-newer-token" });
      return answer(200, {}, header({ doLogout: true }));
    });

    await apiGet("/api/misc/program");
    expect(sessionStore.getToken()).toBe("a-newer-token");
  });
});

describe("apiDelete", () => {
  it("sends a DELETE without a body and with the token", async () => {
    sessionStore.setUser(anna);
    fetchMock.mockResolvedValueOnce(answer(200, { status: 200 }));

    await expect(apiDelete<{ status: number }>("/api/notes/5")).resolves.toEqual({ status: 200 });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/notes/5");
    expect(init?.method).toBe("DELETE");
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({ Authorization: "Bearer token-of-anna" });
  });
});

describe("apiGetFile", () => {
  it("resolves with the file and the server's name for it, sent with the token", async () => {
    sessionStore.setUser(anna);
    fetchMock.mockResolvedValueOnce(
      answer(200, "BEGIN:VCALENDAR\r\nEND:VCALENDAR", {
        "content-type": "text/calendar",
        "content-disposition": 'attachment; filename="meeting-3.ics"',
      }),
    );

    const file = await apiGetFile("/api/scheduler/meetings/3/ics");
    expect(file.fileName).toBe("meeting-3.ics");
    expect(await file.blob.text()).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR");
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: "Bearer token-of-anna" });
  });

  it("has no name when the server gives none", async () => {
    fetchMock.mockResolvedValueOnce(answer(200, "a,b"));
    await expect(apiGetFile("/api/misc/leadsAsCSV")).resolves.toMatchObject({ fileName: null });
  });

  it("throws the server's ApiError for a refusal and signs out on its word, like every call", async () => {
    sessionStore.setUser(anna);
    fetchMock.mockResolvedValueOnce(
      answer(
        401,
        { status: 401, error: "Unauthorized", message: "Sign in first" },
        { [UPDATED_USER_HEADER]: encodeURIComponent(JSON.stringify({ doLogout: true })) },
      ),
    );

    const error = await rejectionOf(apiGetFile("/api/organiser/registrations.csv"));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "Unauthorized", message: "Sign in first" });
    expect(sessionStore.getUser()).toBeNull();
  });

  it("throws a network ApiError when the server cannot be reached", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await rejectionOf(apiGetFile("/api/misc/leadsAsCSV"))).toMatchObject({
      status: 0,
      code: NETWORK_ERROR,
      message: "",
    });
  });
});
