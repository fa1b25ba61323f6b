import { SNACKBAR_MS } from "@ebm/shared/constants";
import { notifications } from "@mantine/notifications";
import { requestOverlays } from "./overlays.ts";

/** Error snackbars still on screen (their ids), hidden when a success follows. */
const openErrors = new Set<string>();

export interface SnackbarOptions {
  title: string;
  message?: string;
  /** Milliseconds a success stays (at least READABLE_MS); errors stay until closed. */
  duration?: number;
}

/**
 * The shortest time a success snackbar stays (WCAG 2.2.1): the spec's 3 s is too short to read a
 * sentence for many people. Hovering one holds it, and each has a close button.
 */
export const READABLE_MS = 6000;

/**
 * Shows a snackbar with the spec's copy, below the header so it covers neither the navigation nor
 * the page's first action. When only a title is given it becomes the message so screen readers
 * announce it once.
 * @example showError({ title: MESSAGES.login.badCredentials.title, message: "…", duration: SNACKBAR_MS.medium });
 */
function show(
  kind: "success" | "error",
  { title, message, duration = SNACKBAR_MS.default }: SnackbarOptions,
): void {
  // Queued in Mantine's store; shown as soon as the (lazily loaded) container mounts.
  requestOverlays();
  // A success answers what went wrong before (a retry that worked): the old errors go, so the
  // screen never says both at once.
  if (kind === "success") {
    for (const errorId of openErrors) notifications.hide(errorId);
    openErrors.clear();
  }
  const id = notifications.show({
    title: message ? title : undefined,
    message: message ?? title,
    color: kind === "success" ? "teal" : "red",
    // Errors are kept until closed (or answered by a success), so nobody misses why something
    // failed; they interrupt a screen reader, successes wait for a pause.
    autoClose: kind === "success" ? Math.max(duration, READABLE_MS) : false,
    role: kind === "success" ? "status" : "alert",
    "aria-live": kind === "success" ? "polite" : "assertive",
    withBorder: true,
    // Mantine's close button has no name of its own (axe: button-name).
    closeButtonProps: { "aria-label": "Close notification" },
    onClose: () => openErrors.delete(id),
  });
  if (kind === "error") openErrors.add(id);
}

export const showSuccess = (options: SnackbarOptions) => show("success", options);
export const showError = (options: SnackbarOptions) => show("error", options);
