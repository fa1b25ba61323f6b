import type { SessionUser } from "@ebm/shared/schemas/auth";
import { Menu, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconKey, IconLayoutDashboard, IconLogout, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { ContactAvatar } from "../../components/ContactAvatar.tsx";
import { authModals } from "../../lib/session/auth-modal-store.ts";
import { useSignOut } from "../../lib/session/use-session.ts";
import { consoleLinkOf } from "./nav-items.ts";
import classes from "./SiteHeader.module.css";

/**
 * Profile dropdown: Your Profile, Change Password, Sign out; the organiser console for organisers,
 * the check-in desk for desk staff.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const staffLink = consoleLinkOf(user.role);
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by its content, which holds the visible name (WCAG 2.5.3) even where that is hidden. */}
        <UnstyledButton className={classes.userButton}>
          <ContactAvatar name={user.name} picture={user.profilePic} size={32} color="teal" variant="filled" />
          <VisuallyHidden>Account menu for {user.name}</VisuallyHidden>
          <span className={classes.userName} aria-hidden="true">
            {user.name}
          </span>
          <IconChevronDown size={16} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.companyName}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
          Your Profile
        </Menu.Item>
        {staffLink && (
          <Menu.Item
            component={Link}
            to={staffLink.to}
            leftSection={<IconLayoutDashboard size={16} aria-hidden="true" />}
          >
            {staffLink.label}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconKey size={16} aria-hidden="true" />}
          onClick={() => authModals.openChangePassword()}
        >
          Change Password
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={() => void signOut()}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
