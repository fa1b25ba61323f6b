import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  beginSession,
  isFromOutside,
  redirectToPendingMeetings,
  SESSION_STARTED_STORAGE_KEY,
  shouldCheckPendingMeetings,
  shouldRedirectToScheduler,
} from "./pending-meetings.ts";
import { sessionStore } from "./session/session-store.ts";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const ORIGIN = "https://ebm.example";

describe("isFromOutside", () => {
  it("counts no referrer and another site's page as outside, this site's pages as inside", () => {
    expect(isFromOutside("", ORIGIN)).toBe(true);
    expect(isFromOutside("https://mail.example/inbox", ORIGIN)).toBe(true);
    expect(isFromOutside("http://ebm.example/attendees", ORIGIN)).toBe(true);
    expect(isFromOutside("https://ebm.example/attendees", ORIGIN)).toBe(false);
    expect(isFromOutside("https://ebm.example/", ORIGIN)).toBe(false);
    expect(isFromOutside("not a url", ORIGIN)).toBe(true);
  });
});

describe("beginSession", () => {
  it("answers true for the first visit only, and marks the session in storage", () => {
    const storage = memoryStorage();
    expect(beginSession(storage)).toBe(true);
    expect(storage.getItem(SESSION_STARTED_STORAGE_KEY)).toBe("1");
    expect(beginSession(storage)).toBe(false);
    expect(beginSession(storage)).toBe(false);
  });

  it("never calls a visit the first without a storage that keeps the mark", () => {
    expect(beginSession(null)).toBe(false);
    const forgetful = { getItem: () => null, setItem: () => undefined };
    expect(beginSession(forgetful)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => undefined,
    };
    expect(beginSession(blocked)).toBe(false);
  });
});

describe("shouldCheckPendingMeetings", () => {
  it("asks only on a signed-in first visit from outside", () => {
    expect(shouldCheckPendingMeetings({ firstVisit: true, fromOutside: true, signedIn: true })).toBe(true);
    expect(shouldCheckPendingMeetings({ firstVisit: false, fromOutside: true, signedIn: true })).toBe(false);
    expect(shouldCheckPendingMeetings({ firstVisit: true, fromOutside: false, signedIn: true })).toBe(false);
    expect(shouldCheckPendingMeetings({ firstVisit: true, fromOutside: true, signedIn: false })).toBe(false);
  });
});

describe("shouldRedirectToScheduler", () => {
  it("redirects when requests wait and the user arrived on the home page and is still there", () => {
    expect(shouldRedirectToScheduler({ pendingMeetings: 2, landingPath: "/", currentPath: "/" })).toBe(true);
    expect(shouldRedirectToScheduler({ pendingMeetings: 1, landingPath: "", currentPath: "/" })).toBe(true);
  });

  it("honours a link from outside to another page: a conversation or a company from a mail", () => {
    for (const path of ["/messages/42", "/attendeeDetails/7", "/attendees/"])
      expect(shouldRedirectToScheduler({ pendingMeetings: 1, landingPath: path, currentPath: path })).toBe(
        false,
      );
  });

  it("stays without pending requests, on the scheduler, or after the user moved on", () => {
    expect(shouldRedirectToScheduler({ pendingMeetings: 0, landingPath: "/", currentPath: "/" })).toBe(false);
    expect(
      shouldRedirectToScheduler({ pendingMeetings: 3, landingPath: "/scheduler", currentPath: "/scheduler" }),
    ).toBe(false);
    expect(
      shouldRedirectToScheduler({
        pendingMeetings: 3,
        landingPath: "/Scheduler/",
        currentPath: "/Scheduler/",
      }),
    ).toBe(false);
    expect(shouldRedirectToScheduler({ pendingMeetings: 3, landingPath: "/", currentPath: "/program" })).toBe(
      false,
    );
  });
});

describe("redirectToPendingMeetings", () => {
  const user = {
    id: 7,
    companyId: 3,
    email: "ann@example.com",
    name: "Ann",
    token: "secret-token",
  } as unknown as Parameters<typeof sessionStore.setUser>[0];
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.stubGlobal("sessionStorage", memoryStorage());
    vi.stubGlobal("localStorage", memoryStorage());
    vi.stubGlobal("window", { location: { origin: ORIGIN }, localStorage: globalThis.localStorage });
    vi.stubGlobal("document", { referrer: "" });
    fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ status: 200, pendingMeetings: 2 }), { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    sessionStore.clearUser("user");
    vi.unstubAllGlobals();
  });

  it("sends a signed-in user with pending requests to the scheduler on the first visit only", async () => {
    sessionStore.setUser(user);
    const navigate = vi.fn();
    await redirectToPendingMeetings(navigate, () => "/");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/scheduler/pending-meetings");
    expect(navigate).toHaveBeenCalledWith("/scheduler");

    // A reload of the same session: no second question, no second redirect.
    await redirectToPendingMeetings(navigate, () => "/");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("asks nothing for a visitor or a visit from one of the site's own pages", async () => {
    const navigate = vi.fn();
    await redirectToPendingMeetings(navigate, () => "/");
    sessionStore.setUser(user);
    vi.stubGlobal("sessionStorage", memoryStorage());
    vi.stubGlobal("document", { referrer: `${ORIGIN}/attendees` });
    await redirectToPendingMeetings(navigate, () => "/");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("stays put without pending requests and when the question fails", async () => {
    sessionStore.setUser(user);
    const navigate = vi.fn();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ status: 200, pendingMeetings: 0 })));
    await redirectToPendingMeetings(navigate, () => "/");
    vi.stubGlobal("sessionStorage", memoryStorage());
    fetchMock.mockResolvedValueOnce(new Response("{}", { status: 500 }));
    await redirectToPendingMeetings(navigate, () => "/");
    vi.stubGlobal("sessionStorage", memoryStorage());
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    await redirectToPendingMeetings(navigate, () => "/");
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(navigate).not.toHaveBeenCalled();
  });
});
