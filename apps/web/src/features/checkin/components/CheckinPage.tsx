import { CHECKIN_MESSAGES, LEADS_MESSAGES } from "@ebm/shared/messages";
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconCircleCheck, IconUserQuestion } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { ContactAvatar } from "../../../components/ContactAvatar.tsx";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { formatInstant } from "../../../lib/format.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { useCheckIn } from "../api/check-in.ts";
import { useBadgePage } from "../api/get-badge-page.ts";
import { BadgeActions } from "./BadgeActions.tsx";

function NotFound() {
  return (
    <Alert color="red" variant="light" icon={<IconUserQuestion aria-hidden="true" />}>
      {/* No title: Mantine draws a light alert's title in red 6, too pale on its tint. */}
      <Text size="sm" fw={700}>
        {LEADS_MESSAGES.badgeNotFound}
      </Text>
      <Text size="sm">
        This badge code is not valid for this year's meeting. Please ask the person for their badge QR code
        again.
      </Text>
    </Alert>
  );
}

/** The desk's one tap: check in, then say who, or since when they were in. */
function DeskAction({
  code,
  checkedInAt,
  timeZone,
}: {
  code: string;
  checkedInAt: string | null;
  timeZone: string;
}) {
  const checkIn = useCheckIn();
  const result = checkIn.data;
  if (result) {
    return (
      <Alert
        color={result.alreadyCheckedIn ? "navy" : "teal.9"}
        variant="light"
        icon={<IconCircleCheck aria-hidden="true" />}
        role="status"
      >
        {/* No title: Mantine draws a light alert's title in its colour, too pale on a teal tint. */}
        <Text size="sm" fw={700}>
          {result.alreadyCheckedIn
            ? `${CHECKIN_MESSAGES.alreadyCheckedIn} at ${formatInstant(result.checkedInAt, timeZone, { weekday: true })}`
            : `${CHECKIN_MESSAGES.checkedIn}: ${result.name}`}
        </Text>
        <Text size="sm">{result.companyName}</Text>
      </Alert>
    );
  }
  if (checkedInAt) {
    return (
      <Alert
        color="navy"
        variant="light"
        role="status"
        title={`${CHECKIN_MESSAGES.alreadyCheckedIn} at ${formatInstant(checkedInAt, timeZone, { weekday: true })}`}
      >
        Nothing more to do.
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Button size="lg" onClick={() => checkIn.mutate(code)} loading={checkIn.isPending}>
        Check in
      </Button>
      {checkIn.isError && (
        <Text c="red.8" role="alert">
          The check-in did not go through. Please try again.
        </Text>
      )}
    </Stack>
  );
}

/**
 * /checkin?id={code} (part 1 §2.1): the badge page the QR opens, also from a phone's own camera.
 * Organiser staff check the person in with one tap; an attendee saves them as a lead, asks for a
 * meeting or writes to them; a visitor is asked to sign in.
 */
export function CheckinPage() {
  const [params] = useSearchParams();
  const code = params.get("id")?.trim() ?? "";
  const user = useUser();
  const settings = useAllSettings();
  const timeZone = settings.data?.event.timezone ?? "UTC";
  const page = useBadgePage(code, user?.id ?? null);
  const notFound = code === "" || (page.error instanceof ApiError && page.error.status === 404);

  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{page.data?.mayCheckIn === false ? "Badge" : "Check-in"}</Title>
      {notFound ? (
        <NotFound />
      ) : page.isError ? (
        <Alert color="red" variant="light">
          <Text size="sm" fw={700}>
            The badge cannot be shown right now
          </Text>
          <Text size="sm">Please reload the page.</Text>
        </Alert>
      ) : !page.data ? (
        <div role="status">
          <VisuallyHidden>Loading the badge</VisuallyHidden>
          <Skeleton height={160} radius="md" />
        </div>
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Group gap="md" wrap="nowrap">
              <ContactAvatar name={page.data.name} picture={page.data.profilePic} size={72} />
              <div>
                <Title order={2} size="h3">
                  {page.data.name}
                </Title>
                {page.data.function && <Text c="dimmed">{page.data.function}</Text>}
                <Text fw={600}>{page.data.companyName}</Text>
              </div>
            </Group>
            {page.data.mayCheckIn ? (
              // Present before the tap, so the check-in's result is read out where the button was.
              <div aria-live="polite">
                <DeskAction code={code} checkedInAt={page.data.checkedInAt ?? null} timeZone={timeZone} />
              </div>
            ) : (
              <BadgeActions
                code={code}
                contactId={page.data.contactId}
                companyId={page.data.companyId}
                name={page.data.name}
                userId={user?.id ?? null}
              />
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
