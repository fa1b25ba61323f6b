import { Notifications } from "@mantine/notifications";
import classes from "./deferred-providers.module.css";

/**
 * The notification container, loaded on first need (see OverlayHosts).
 *
 * It only renders overlays: `notifications.show()` talks to it through Mantine's global store, so
 * it need not wrap the page. Mounting it lazily keeps its transition code out of the first
 * download (the initial-JS budget). Dialogs are the pages' own Mantine `Modal`s.
 */
export function DeferredProviders() {
  return <Notifications position="top-right" limit={4} zIndex={1000} className={classes.snackbars} />;
}
