import type { CheckinAttendee } from "@ebm/shared/schemas/organiser-checkin";
import { Alert, Button, Card, Group, Loader, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconScan } from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { Viewfinder } from "../../../../components/Viewfinder.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { codeFromScan } from "../../../../lib/camera-scanner/scan-text.ts";
import { formatInstant } from "../../../../lib/format.ts";
import { useScanBadge } from "../api/scan-badge.ts";
import { AttendeeCard } from "./AttendeeCard.tsx";

type ScanState =
  | { kind: "scanning" }
  | { kind: "looking" }
  | { kind: "done"; attendee: CheckinAttendee; alreadyCheckedIn: boolean }
  | { kind: "error"; message: string };

const NOT_A_BADGE = "This QR code is not a badge of this year's event.";

/**
 * The desk's badge scanner (the lead scanner's camera reader): a read badge checks its person in
 * and shows them large, with "checked in" or "already checked in at …"; then the next badge.
 */
export function CheckinScanner({ timeZone }: { timeZone: string }) {
  const [state, setState] = useState<ScanState>({ kind: "scanning" });
  const scan = useScanBadge();
  const { mutate } = scan;

  const onText = useCallback(
    (text: string) => {
      const code = codeFromScan(text);
      if (!code) {
        setState({ kind: "error", message: NOT_A_BADGE });
        return;
      }
      setState({ kind: "looking" });
      mutate(code, {
        onSuccess: ({ payload }) => setState({ kind: "done", ...payload }),
        onError: (error) =>
          setState({
            kind: "error",
            message:
              error instanceof ApiError && error.status === 404
                ? "This badge is not one of an attendee of this year's event."
                : "The badge could not be checked. Please scan it again.",
          }),
      });
    },
    [mutate],
  );

  const next = (
    <Button
      size="lg"
      leftSection={<IconScan size={20} aria-hidden="true" />}
      onClick={() => setState({ kind: "scanning" })}
    >
      Scan next badge
    </Button>
  );

  // Read out politely from a region that is always there, so each scan's result is heard without
  // focus moving; errors are alerts of their own.
  const announcement =
    state.kind === "looking"
      ? "Checking the badge…"
      : state.kind === "done"
        ? state.alreadyCheckedIn
          ? `${state.attendee.name} was already checked in at ${formatInstant(state.attendee.checkedInAt, timeZone, { weekday: true })}.`
          : `${state.attendee.name} is checked in.`
        : "";

  return (
    <Stack gap="md" maw={640}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {state.kind === "scanning" && (
        <>
          <Text>Hold the attendee's badge QR code in front of the camera.</Text>
          <Viewfinder shape="landscape" onText={onText} alternative="Searching by name works without it." />
        </>
      )}
      {state.kind === "looking" && (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Checking the badge…</Text>
        </Group>
      )}
      {state.kind === "done" && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            {state.alreadyCheckedIn ? (
              <Alert color="yellow.9" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
                <Text fw={700}>
                  Already checked in at{" "}
                  {formatInstant(state.attendee.checkedInAt, timeZone, { weekday: true })}
                </Text>
              </Alert>
            ) : (
              <Alert color="teal.9" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
                <Text fw={700}>Checked in</Text>
              </Alert>
            )}
            <AttendeeCard attendee={state.attendee} timeZone={timeZone} size="lg" nameAs="h3" />
            <Group>{next}</Group>
          </Stack>
        </Card>
      )}
      {state.kind === "error" && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{state.message}</Text>
            {next}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
