import type { SessionUser } from "@ebm/shared/schemas/auth";
import { Button, Drawer, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { authModals } from "../../lib/session/auth-modal-store.ts";
import { useSignOut } from "../../lib/session/use-session.ts";
import { NavLinks } from "./NavLinks.tsx";
import { consoleLinkOf, MAIN_NAV, MOBILE_MENU_ID, MORE_NAV } from "./nav-items.ts";
import classes from "./SiteHeader.module.css";

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  /** A link was followed: the menu closes without handing focus back to its button. */
  onNavigate: () => void;
  user: SessionUser | null;
  unreadCount: number;
}

/** Drawer with every page and the account actions, for narrow screens. */
export function MobileMenu({ opened, onClose, onNavigate, user, unreadCount }: MobileMenuProps) {
  const signOut = useSignOut();
  const staffLink = user ? consoleLinkOf(user.role) : null;
  return (
    <Drawer opened={opened} onClose={onClose} returnFocus={false} title="Menu" size="80%" position="right">
      <nav aria-label="Mobile" id={MOBILE_MENU_ID}>
        <ul className={classes.drawerList}>
          <NavLinks
            items={[...MAIN_NAV, ...MORE_NAV]}
            signedIn={user !== null}
            unreadCount={unreadCount}
            className={classes.drawerLink}
            onNavigate={onNavigate}
          />
        </ul>
      </nav>
      {user ? (
        <Stack gap="xs" mt="lg" className={classes.drawerAccount}>
          <Text size="sm" c="dimmed">
            Signed in as {user.name}
          </Text>
          <Button component={Link} to="/profile" variant="light" onClick={onNavigate}>
            Your Profile
          </Button>
          {staffLink && (
            <Button component={Link} to={staffLink.to} variant="light" onClick={onNavigate}>
              {staffLink.label}
            </Button>
          )}
          <Button
            variant="default"
            onClick={() => {
              onClose();
              authModals.openChangePassword();
            }}
          >
            Change Password
          </Button>
          <Button
            variant="outline"
            color="red.9"
            onClick={() => {
              onClose();
              void signOut();
            }}
          >
            Sign out
          </Button>
        </Stack>
      ) : (
        <Button
          mt="lg"
          fullWidth
          onClick={() => {
            onClose();
            authModals.openSignIn();
          }}
        >
          Sign In
        </Button>
      )}
    </Drawer>
  );
}
