import { SNACKBAR_MS } from "@ebm/shared/constants";
import { notifications } from "@mantine/notifications";
import { requestOverlays } from "./overlays.ts";

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
  notifications.show({
    title: message ? title : undefined,
    message: message ?? title,
    color: kind === "success" ? "teal" : "red",
    autoClose: duration,
    withBorder: true,
  });
}

export const showSuccess = (options: SnackbarOptions) => show("success", options);
export const showError = (options: SnackbarOptions) => show("error", options);
