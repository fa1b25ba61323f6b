import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import classes from "./deferred-providers.module.css";

/**
 * The modal manager and the notification container, loaded on first need (see OverlayHosts).
 *
 * Both only render overlays: `modals.open…()` and `notifications.show()` talk to them through
 * Mantine's global stores, so they need not wrap the page. Mounting them lazily keeps the modal,
 * scroll-lock and transition code out of the first download (the initial-JS budget). Because the
 * modals provider wraps no children, use the global `modals` API rather than `useModals()`.
 */
export function DeferredProviders() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" limit={4} zIndex={1000} className={classes.snackbars} />
    </>
  );
}
