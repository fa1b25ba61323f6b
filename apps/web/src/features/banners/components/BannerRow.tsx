import type { Banner } from "@ebm/shared/schemas/misc";
import { Container, VisuallyHidden } from "@mantine/core";
import { useLocation } from "react-router";
import { useRandomBanners } from "../api/get-random-banners.ts";
import { incrementBannerClick } from "../api/increment-banner-click.ts";
import classes from "./BannerRow.module.css";

/** Matches the stylesheet's phone width (40em), where a banner's phone creative replaces it. */
const PHONE_MEDIA = "(max-width: 40em)";

function BannerItem({ banner }: { banner: Banner }) {
  const altText = banner.alt.trim() || "Sponsor banner";
  const image = banner.mobileImage ? (
    // Phones get the banner's own phone creative, whose text stays readable at their width.
    <picture>
      <source media={PHONE_MEDIA} srcSet={banner.mobileImage} width={320} height={100} />
      <img
        src={banner.image}
        alt={altText}
        className={classes.image}
        width={728}
        height={90}
        loading="lazy"
      />
    </picture>
  ) : (
    <img src={banner.image} alt={altText} className={classes.image} width={728} height={90} loading="lazy" />
  );
  const itemClass = banner.mobileImage ? `${classes.item} ${classes.hasPhone}` : classes.item;
  if (!banner.url) return <div className={itemClass}>{image}</div>;
  return (
    <a
      href={banner.url}
      target="_blank"
      rel="noopener noreferrer"
      className={itemClass}
      onClick={banner.isAd ? () => incrementBannerClick(banner.id) : undefined}
    >
      {image}
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </a>
  );
}

/** Sponsor banners, reloaded on every navigation. */
export function BannerRow() {
  const location = useLocation();
  const { data: banners = [] } = useRandomBanners(location.key);
  return (
    <aside aria-label="Sponsors" className={classes.row}>
      <Container size="xl">
        <ul className={classes.list} data-testid="banner-row">
          {banners.map((banner, place) => (
            // Keyed by place: the next navigation's set reuses the row's links, so a keyboard
            // user whose focus is on one when the set changes keeps it there (a new key would
            // replace the link and drop focus to the page).
            // biome-ignore lint/suspicious/noArrayIndexKey: the place is the identity here, on purpose
            <li key={place}>
              <BannerItem banner={banner} />
            </li>
          ))}
        </ul>
      </Container>
    </aside>
  );
}
