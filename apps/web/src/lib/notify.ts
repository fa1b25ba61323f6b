import { SNACKBAR_MS } from "@ebm/shared/constants";
import { notifications } from "@mantine/notifications";
import { requestOverlays } from "./overlays.ts";

/** Error snackbars still on screen (their ids), hidden when a success follows. */
const openErrors = new Set<string>();

interface SnackbarOptions {
  title: string;
  message?: string;
  /** Milliseconds; the product default is 3 s. */
  duration?: number;
}

/**
 * Shows a snackbar with the spec's copy. When only a title is given it becomes the message so
 * screen readers announce it once.
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
    autoClose: duration,
    withBorder: true,
    // Mantine's close button has no name of its own (axe: button-name).
    closeButtonProps: { "aria-label": "Close notification" },
    onClose: () => openErrors.delete(id),
  });
  if (kind === "error") openErrors.add(id);
}

export const showSuccess = (options: SnackbarOptions) => show("success", options);
export const showError = (options: SnackbarOptions) => show("error", options);
