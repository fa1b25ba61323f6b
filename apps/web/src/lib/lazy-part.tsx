import { type ComponentType, lazy, useEffect, useReducer } from "react";

/**
 * A part of the page frame whose code loads later (menus, dialog and snackbar hosts), like
 * `React.lazy`, except that a failed download (offline, a new deployment) does not take the page
 * down: the part renders nothing, and loads again when the connection returns. `React.lazy` keeps
 * a failure for good and throws it to the error boundary, which blanks the whole page.
 * @example const UserMenu = lazyPart(() => import("./UserMenu.tsx").then((m) => m.UserMenu));
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failed = false;
  const attempt = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch {
        failed = true;
        return { default: () => null };
      }
    });
  let Current = attempt();

  return function LazyPart(props: P) {
    const [, retry] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      const again = () => {
        if (!failed) return;
        failed = false;
        Current = attempt();
        retry();
      };
      window.addEventListener("online", again);
      return () => window.removeEventListener("online", again);
    }, []);
    return <Current {...props} />;
  };
}
