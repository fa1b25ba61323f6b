// The service worker's Web Push (scripts/service-worker.ts writes this into /sw.js): a push shows a
// notification unless the app is open in front (its bell, toast and chat show it there), and a
// click on it opens the page it names, in the app's window when one is open.
/* global self */

/** What a push from the server carries (PushMessage in packages/shared/src/schemas/notifications.ts). */
function readPush(data) {
  let message = null;
  try {
    message = data ? data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== "string") {
    return {
      title: "European Broker Meeting",
      body: "There is news about your meetings.",
      url: "/scheduler",
      tag: "ebm",
    };
  }
  return {
    title: message.title,
    body: typeof message.body === "string" ? message.body : "",
    url: typeof message.url === "string" ? message.url : "/",
    tag: typeof message.tag === "string" ? message.tag : "ebm",
  };
}

/** A path of this site only: a push never opens another site. */
function ownUrl(url) {
  const origin = self.location.origin;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

self.addEventListener("push", (event) => {
  const message = readPush(event.data);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      if (windows.some((w) => w.focused && w.visibilityState === "visible")) return undefined;
      return self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        renotify: true,
        icon: "/icon-192.png",
        data: { url: message.url },
      });
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = ownUrl(event.notification.data?.url ?? "/");
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      // The app moves to the page itself (its router), then comes to the front.
      open.postMessage({ type: "ebm-open", url });
      return open.focus();
    }),
  );
});
