import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/misc/randomBanners/{id}/incrementNumClicked counts a click on an ad banner. */
export function incrementBannerClick(bannerId: number): void {
  apiGet<unknown>(`/api/misc/randomBanners/${bannerId}/incrementNumClicked`, { keepalive: true }).catch(
    () => {
      // The visitor is on the way to the sponsor: a lost count is not worth a message.
    },
  );
}
