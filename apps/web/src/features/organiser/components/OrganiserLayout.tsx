import type { UserRole } from "@ebm/shared/schemas/auth";
import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link, Outlet, useLocation } from "react-router";
import { SignInRequired } from "../../../components/SignInRequired.tsx";
import { useRouteHandle } from "../../../lib/route-handle.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { DESK_URL, mayOpenSection, ORGANISER_SECTIONS, sectionOfPath, sectionUrl } from "../sections.ts";
import classes from "./OrganiserLayout.module.css";

/**
 * The links of the sections the user may open: one row on a laptop, wrapping on a phone; the open
 * one is marked current. Desk staff have the check-in desk only.
 */
function SectionNav({ role }: { role: UserRole }) {
  const { pathname } = useLocation();
  const current = (to: string) => (to === "/organiser" ? pathname === to : pathname.startsWith(to));
  return (
    <nav aria-label="Organiser console" className={classes.nav}>
      {ORGANISER_SECTIONS.filter((section) => mayOpenSection(role, section.path)).map((section) => (
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

/** Desk staff outside the check-in desk: the way to it. */
function DeskOnly({ heading }: { heading: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>{heading}</Title>
      <Alert
        color="navy"
        variant="light"
        icon={<IconLock aria-hidden="true" />}
        title="For the organisers"
        maw={640}
      >
        This part of the console is open to the organisers only. As desk staff, you check people in at the
        check-in desk.
        <Group mt="sm">
          <Button component={Link} to={DESK_URL} variant="light" size="compact-md">
            Open the check-in desk
          </Button>
        </Group>
      </Alert>
    </Stack>
  );
}

/**
 * The frame of `/organiser`: organiser staff get the section links and the open section, desk staff
 * the check-in desk; a signed-out visitor is asked to sign in, an attendee is told the console is
 * for the organisers.
 */
export function OrganiserLayout() {
  const user = useUser();
  const { pathname } = useLocation();
  const heading = useRouteHandle()?.heading ?? "Organiser console";
  const role = user?.role;
  const staff = role === "organiser" || role === "desk";
  return (
    <SignInRequired heading={heading} reason="The organiser console is for the event's organising team.">
      {staff && !mayOpenSection(role, sectionOfPath(pathname)) ? (
        <DeskOnly heading={heading} />
      ) : staff ? (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={1}>{heading}</Title>
          </Group>
          <SectionNav role={role} />
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
