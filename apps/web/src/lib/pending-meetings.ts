/**
 * The pending-meetings check of a visit's start (part 2 §2): on the first visit of a browser
 * session that comes from outside the site to the home page, a signed-in user with meeting requests
 * waiting for their answer is sent to the scheduler. A link from outside to any other page lands
 * where it points; later navigations and reloads of the session are never sent.
 */
import { getPendingMeetings } from "./api/get-pending-meetings.ts";
import { sessionStore } from "./session/session-store.ts";

/** Set in sessionStorage by the first start of the app in a browser session (tab). */
export const SESSION_STARTED_STORAGE_KEY = "ebm.sessionStarted";

const SCHEDULER_PATH = "/scheduler";

/**
 * True when the page was opened from outside the site: typed, from a bookmark or a mail (no
 * referrer), or from another site's link.
 * @example isFromOutside("https://mail.example/inbox", "https://ebm.example") === true
 */
export function isFromOutside(referrer: string, origin: string): boolean {
  if (!referrer) return true;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return true;
  }
}

/**
 * Marks the browser session as started and tells whether this is its first visit. Without usable
 * storage it answers false, so a blocked storage never sends the user on every load.
 */
export function beginSession(storage: Pick<Storage, "getItem" | "setItem"> | null): boolean {
  if (!storage) return false;
  try {
    if (storage.getItem(SESSION_STARTED_STORAGE_KEY) !== null) return false;
    storage.setItem(SESSION_STARTED_STORAGE_KEY, "1");
    // Read back: a storage that accepts nothing would make every visit look like the first.
    return storage.getItem(SESSION_STARTED_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Whether to ask the server for pending meetings at all. */
export function shouldCheckPendingMeetings(facts: {
  firstVisit: boolean;
  fromOutside: boolean;
  signedIn: boolean;
}): boolean {
  return facts.firstVisit && facts.fromOutside && facts.signedIn;
}

const normalisePath = (path: string) => path.replace(/\/+$/, "").toLowerCase() || "/";

/**
 * Whether to send the user to the scheduler once the count is known: requests are waiting, the
 * user arrived on the home page (a link to a page of its own, a mail's link to a conversation or a
 * company, is honoured) and is still there.
 */
export function shouldRedirectToScheduler(facts: {
  pendingMeetings: number;
  landingPath: string;
  currentPath: string;
}): boolean {
  const landing = normalisePath(facts.landingPath);
  return facts.pendingMeetings > 0 && landing === "/" && normalisePath(facts.currentPath) === landing;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Runs the check once at the app's start. `navigate` moves the app to a path; `currentPath`
 * reads where it is now. Failures are ignored: the visit simply stays where it is.
 * @example void redirectToPendingMeetings((path) => router.navigate(path), () => router.state.location.pathname);
 */
export async function redirectToPendingMeetings(
  navigate: (path: string) => unknown,
  currentPath: () => string,
): Promise<void> {
  const firstVisit = beginSession(sessionStorageOrNull());
  const check = shouldCheckPendingMeetings({
    firstVisit,
    fromOutside: isFromOutside(document.referrer, window.location.origin),
    signedIn: sessionStore.getUser() !== null,
  });
  if (!check) return;
  const landingPath = currentPath();
  const userId = sessionStore.getUser()?.id;
  let pendingMeetings: number;
  try {
    pendingMeetings = await getPendingMeetings();
  } catch {
    return;
  }
  // A sign-out (or another user's sign-in) while the answer was on its way ends the check.
  if (sessionStore.getUser()?.id !== userId) return;
  if (shouldRedirectToScheduler({ pendingMeetings, landingPath, currentPath: currentPath() })) {
    await navigate(SCHEDULER_PATH);
  }
}
