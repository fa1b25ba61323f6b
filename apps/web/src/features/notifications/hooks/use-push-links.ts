import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * A click on a push notification while the app is open: the service worker (src/sw/push.js) asks
 * the open window to show the page, and the app moves there itself, without a reload.
 */
export function usePushLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== "ebm-open" || typeof data.url !== "string") return;
      const url = new URL(data.url, window.location.origin);
      if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [navigate]);
}
