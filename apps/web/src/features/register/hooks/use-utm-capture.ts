import { useEffect } from "react";
import { useLocation } from "react-router";
import { captureUtm } from "../utils/utm-storage.ts";

/**
 * Keeps the campaign parameters of any landing address (utm_source, utm_medium, utm_campaign)
 * with the referrer and the click time, so a registration made later can be attributed.
 */
export function useUtmCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    if (search) captureUtm(search, document.referrer);
  }, [search]);
}
