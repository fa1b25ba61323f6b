import { ActionIcon, Anchor, Container, Group, Text } from "@mantine/core";
import { IconBrandFacebook, IconBrandLinkedin, IconBrandX, IconBrandYoutube } from "@tabler/icons-react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/hydration.ts";
import { useUser } from "../../lib/session/use-session.ts";
import { ORGANISER_NAME, SOCIAL_LINKS } from "../../lib/site.ts";
import { FOOTER_NAV, isVisible } from "./nav-items.ts";
import classes from "./SiteFooter.module.css";

const SOCIAL_ICONS = {
  LinkedIn: IconBrandLinkedin,
  Facebook: IconBrandFacebook,
  X: IconBrandX,
  YouTube: IconBrandYoutube,
} as const;

/** Site links, social links and the organiser line. */
export function SiteFooter() {
  const signedIn = useUser() !== null;
  const links = FOOTER_NAV.filter((item) => isVisible(item, signedIn));
  // The visit's year, not the build's: the prerendered pages leave it out until they are taken over.
  const year = useHydrated() ? `${new Date().getFullYear()} ` : "";

  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <nav aria-label="Footer">
          <ul className={classes.links}>
            {links.map((item) => (
              <li key={item.to}>
                <Anchor component={Link} to={item.to} className={classes.link}>
                  {item.label}
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
        <Group justify="space-between" mt="lg" gap="md" wrap="wrap">
          <Text size="sm" className={classes.muted}>
            © {year}
            {ORGANISER_NAME}. European Broker Meeting is organised by {ORGANISER_NAME}.
          </Text>
          <Group gap="xs" component="ul" className={classes.social} aria-label="Social media">
            {SOCIAL_LINKS.map((social) => {
              const Icon = SOCIAL_ICONS[social.label];
              return (
                <li key={social.label}>
                  <ActionIcon
                    component="a"
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="subtle"
                    size="lg"
                    className={classes.socialLink}
                    aria-label={`${social.label} (opens in a new tab)`}
                  >
                    <Icon size={20} aria-hidden="true" />
                  </ActionIcon>
                </li>
              );
            })}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
