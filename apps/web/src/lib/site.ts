/** Site-wide presentation settings that are not event data. */
export const SITE_NAME = "European Broker Meeting";

/** "European Broker Meeting 2025": the year comes from the current edition's start date. */
const siteNameFor = (dateStart?: string) => (dateStart ? `${SITE_NAME} ${dateStart.slice(0, 4)}` : SITE_NAME);

export const pageTitle = (page: string | undefined, dateStart?: string) =>
  page ? `${page} | ${siteNameFor(dateStart)}` : siteNameFor(dateStart);

export const SOCIAL_LINKS = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/tbs-the-broker-site" },
  { label: "Facebook", href: "https://www.facebook.com/thebrokersite" },
  { label: "X", href: "https://x.com/thebrokersite" },
  { label: "YouTube", href: "https://www.youtube.com/@thebrokersite" },
] as const;

export const ORGANISER_NAME = "The Broker Site";
