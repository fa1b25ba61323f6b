import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Keeps the campaign parameters of any landing address (utm_source, utm_medium, utm_campaign)
 * with the referrer and the click time, so a registration made later can be attributed. The code
 * that reads them loads only for an address with a query, not with every visitor's first page.
 */
export function useUtmCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (!search) return;
    const referrer = document.referrer;
    const now = new Date();
    import("../utils/utm-storage.ts")
      .then(({ captureUtm }) => captureUtm(search, referrer, now))
      .catch(() => {
        // The code could not load (offline): this address's parameters are not kept.
      });
  }, [search]);
}
