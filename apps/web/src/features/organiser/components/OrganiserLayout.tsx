import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link, Outlet, useLocation } from "react-router";
import { SignInRequired } from "../../../components/SignInRequired.tsx";
import { useRouteHandle } from "../../../lib/route-handle.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { ORGANISER_SECTIONS, sectionUrl } from "../sections.ts";
import classes from "./OrganiserLayout.module.css";

/** The sections' links: one row on a laptop, wrapping on a phone; the open one is marked current. */
function SectionNav() {
  const { pathname } = useLocation();
  const current = (to: string) => (to === "/organiser" ? pathname === to : pathname.startsWith(to));
  return (
    <nav aria-label="Organiser console" className={classes.nav}>
      {ORGANISER_SECTIONS.map((section) => (
        <Button
          key={section.path}
          component={Link}
          to={sectionUrl(section.path)}
          size="compact-md"
          variant={current(sectionUrl(section.path)) ? "filled" : "subtle"}
          aria-current={current(sectionUrl(section.path)) ? "page" : undefined}
          leftSection={<section.icon size={16} aria-hidden="true" />}
        >
          {section.label}
        </Button>
      ))}
    </nav>
  );
}

/**
 * The frame of `/organiser`: organiser staff get the section links and the open section; a signed-out
 * visitor is asked to sign in, an attendee is told the console is for the organisers.
 */
export function OrganiserLayout() {
  const user = useUser();
  const heading = useRouteHandle()?.heading ?? "Organiser console";
  return (
    <SignInRequired heading={heading} reason="The organiser console is for the event's organising team.">
      {user?.role === "organiser" ? (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={1}>{heading}</Title>
          </Group>
          <SectionNav />
          <Outlet />
        </Stack>
      ) : (
        <Stack gap="lg">
          <Title order={1}>{heading}</Title>
          <Alert
            color="navy"
            variant="light"
            icon={<IconLock aria-hidden="true" />}
            title="For the organisers"
            maw={640}
          >
            The organiser console is open to the event's organising team only. Your account is an attendee's.
            <Group mt="sm">
              <Button component={Link} to="/" variant="light" size="compact-md">
                Back to the home page
              </Button>
            </Group>
          </Alert>
        </Stack>
      )}
    </SignInRequired>
  );
}
