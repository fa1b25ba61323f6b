import { apiGet } from "../../../lib/api-client.ts";

/** GET /api/misc/randomBanners/{id}/incrementNumClicked counts a click on an ad banner. */
export function incrementBannerClick(bannerId: number): void {
  void apiGet<unknown>(`/api/misc/randomBanners/${bannerId}/incrementNumClicked`, { keepalive: true });
}
