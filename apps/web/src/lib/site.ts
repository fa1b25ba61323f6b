/** Site-wide presentation settings that are not event data. */
export const SITE_NAME = "European Broker Meeting 2025";

export const pageTitle = (page?: string) => (page ? `${page} | ${SITE_NAME}` : SITE_NAME);

export const SOCIAL_LINKS = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/tbs-the-broker-site" },
  { label: "Facebook", href: "https://www.facebook.com/thebrokersite" },
  { label: "X", href: "https://x.com/thebrokersite" },
  { label: "YouTube", href: "https://www.youtube.com/@thebrokersite" },
] as const;

export const ORGANISER_NAME = "The Broker Site";
