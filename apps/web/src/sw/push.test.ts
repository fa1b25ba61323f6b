import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

const SOURCE = readFileSync(path.join(import.meta.dirname, "push.js"), "utf8");
const ORIGIN = "https://ebm.example";

interface FakeWindow {
  url: string;
  focused: boolean;
  visibilityState: "visible" | "hidden";
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
}

/** The service worker's global with the app's windows open, and its push handlers installed. */
function worker(windows: FakeWindow[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
    },
    registration: { showNotification: vi.fn(async () => undefined) },
  };
  new Function("self", SOURCE)(self);
  /** Fires an event and waits for what it handed to waitUntil. */
  const fire = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { self, fire };
}

const window = (over: Partial<FakeWindow> = {}): FakeWindow => ({
  url: `${ORIGIN}/`,
  focused: false,
  visibilityState: "hidden",
  postMessage: vi.fn(),
  focus: vi.fn(async () => undefined),
  ...over,
});

const pushOf = (message: unknown) => ({ data: { json: () => message } });

describe("the service worker's push", () => {
  it("shows the push as a notification that keeps where it leads, replacing an older one of its tag", async () => {
    const { self, fire } = worker([window()]);
    await fire(
      "push",
      pushOf({
        title: "Erik asks to meet you",
        body: "Thu 6 Nov, 10:00",
        url: "/scheduler?id=4",
        tag: "meeting-4",
      }),
    );
    expect(self.registration.showNotification).toHaveBeenCalledWith("Erik asks to meet you", {
      body: "Thu 6 Nov, 10:00",
      tag: "meeting-4",
      renotify: true,
      icon: "/icon-192.png",
      data: { url: "/scheduler?id=4" },
    });
  });

  it("shows nothing while the app is open in front: its bell and toast tell it there", async () => {
    const { self, fire } = worker([window({ focused: true, visibilityState: "visible" })]);
    await fire("push", pushOf({ title: "x", body: "y", url: "/", tag: "t" }));
    expect(self.registration.showNotification).not.toHaveBeenCalled();
  });

  it("shows a general line for a push it cannot read", async () => {
    const { self, fire } = worker();
    await fire("push", {
      data: {
        json: () => {
          throw new SyntaxError("not JSON");
        },
      },
    });
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      "European Broker Meeting",
      expect.objectContaining({ data: { url: "/scheduler" } }),
    );
  });

  it("a click opens the page in a new window when the app is closed, and never another site", async () => {
    const { self, fire } = worker();
    const close = vi.fn();
    await fire("notificationclick", { notification: { close, data: { url: "/messages/12" } } });
    expect(close).toHaveBeenCalled();
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/messages/12`);

    await fire("notificationclick", { notification: { close, data: { url: "https://evil.example/x" } } });
    expect(self.clients.openWindow).toHaveBeenLastCalledWith(`${ORIGIN}/`);
  });

  it("a click with the app open moves that window to the page and brings it to the front", async () => {
    const open = window({ url: `${ORIGIN}/attendees` });
    const { self, fire } = worker([open]);
    await fire("notificationclick", { notification: { close: vi.fn(), data: { url: "/scheduler?id=9" } } });
    expect(open.postMessage).toHaveBeenCalledWith({ type: "ebm-open", url: `${ORIGIN}/scheduler?id=9` });
    expect(open.focus).toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });
});
