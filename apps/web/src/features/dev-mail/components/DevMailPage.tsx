import type { OutboxMail } from "@ebm/shared/schemas/dev";
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Fragment } from "react";
import { SignInRequired } from "../../../components/SignInRequired.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { useOutbox } from "../api/get-outbox.ts";

const LINK = /https?:\/\/[^\s<>"]+/g;

/** A mail's text cut into plain runs and web addresses, each keyed by where it starts. */
function splitLinks(text: string): { at: number; text: string; link: boolean }[] {
  const pieces: { at: number; text: string; link: boolean }[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > from) pieces.push({ at: from, text: text.slice(from, match.index), link: false });
    pieces.push({ at: match.index, text: match[0], link: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) pieces.push({ at: from, text: text.slice(from), link: false });
  return pieces;
}

/** A mail's text with its web addresses as links (the reset and set-password links). */
function MailText({ text }: { text: string }) {
  return (
    <Text
      component="pre"
      style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontFamily: "inherit", margin: 0 }}
    >
      {splitLinks(text).map((piece) =>
        piece.link ? (
          <Anchor key={piece.at} href={piece.text} underline="always">
            {piece.text}
          </Anchor>
        ) : (
          <Fragment key={piece.at}>{piece.text}</Fragment>
        ),
      )}
    </Text>
  );
}

function MailCard({ mail }: { mail: OutboxMail }) {
  return (
    <Card component="article" withBorder radius="md" padding="lg" aria-labelledby={`mail-${mail.id}`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`mail-${mail.id}`}>
          {mail.subject}
        </Title>
        <Text size="sm" c="dimmed">
          To {mail.to} · {new Date(mail.createdAt).toLocaleString("en-IE", { timeZone: "UTC" })} UTC ·{" "}
          {mail.status}
        </Text>
        <MailText text={mail.text} />
      </Stack>
    </Card>
  );
}

type Reason = "forbidden" | "absent" | "failed";

const REASONS: Record<Reason, string> = {
  forbidden: "Only the organisers can read the mail outbox. Sign in with the organiser account.",
  absent: "This server does not keep a readable mail outbox: its mail goes out by SMTP.",
  failed: "The mail outbox could not be loaded. Please try again in a moment.",
};

/** Why the outbox could not be read: not an organiser, no development tools on this server, or a failure. */
function reasonOf(error: Error): Reason {
  if (!(error instanceof ApiError)) return "failed";
  if (error.status === 401 || error.status === 403) return "forbidden";
  return error.status === 404 ? "absent" : "failed";
}

function Outbox({ userId }: { userId: number }) {
  const { data: mails, error, isPending, refetch, isFetching } = useOutbox(userId);
  const reason = error ? reasonOf(error) : undefined;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Mail outbox</Title>
          <Text c="dimmed">The newest mails the app has written, sent or waiting for a mail server.</Text>
        </Stack>
        {(reason === undefined || reason === "failed") && (
          <Button variant="light" onClick={() => void refetch()} loading={isFetching}>
            Refresh
          </Button>
        )}
      </Group>
      {isPending && !reason && <Skeleton height={160} radius="md" aria-busy="true" />}
      {reason && (
        <Alert color="navy" variant="light" title="The mail outbox is not available">
          {REASONS[reason]}
        </Alert>
      )}
      {mails?.length === 0 && <Text>No mail yet.</Text>}
      {mails?.map((mail) => (
        <MailCard key={mail.id} mail={mail} />
      ))}
    </Stack>
  );
}

/** `/dev/mail`: the development mail outbox, for a signed-in organiser. */
export function DevMailPage() {
  const user = useUser();
  return (
    <SignInRequired heading="Mail outbox" reason="Sign in as an organiser to read the mail outbox.">
      {user && <Outbox userId={user.id} />}
    </SignInRequired>
  );
}
