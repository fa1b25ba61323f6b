import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { authModals } from "../lib/session/auth-modal-store.ts";
import { useUser } from "../lib/session/use-session.ts";

interface SignInRequiredProps {
  /** Page heading shown to signed-out visitors. */
  heading: string;
  /** What the visitor gets after signing in. */
  reason: string;
  children: ReactNode;
}

/**
 * Gate for signed-in-only routes: signed out, it opens the sign-in modal on arrival and shows a
 * short explanation; signed in, it renders the page.
 */
export function SignInRequired({ heading, reason, children }: SignInRequiredProps) {
  const user = useUser();
  const { pathname } = useLocation();
  const signedIn = user !== null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reopen on every arrival at a gated path
  useEffect(() => {
    if (!signedIn) authModals.openSignIn();
  }, [signedIn, pathname]);

  if (signedIn) return <>{children}</>;
  return (
    <Stack gap="lg">
      <Title order={1}>{heading}</Title>
      <Card withBorder radius="md" padding="xl" maw={640}>
        <Stack gap="sm" align="flex-start">
          <IconLock size={32} aria-hidden="true" color="var(--mantine-color-navy-7)" />
          <Title order={2} size="h3">
            Please sign in
          </Title>
          <Text>{reason}</Text>
          <Button onClick={authModals.openSignIn}>Sign In</Button>
        </Stack>
      </Card>
    </Stack>
  );
}
