import { Alert, Button, Group, Text } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import {
  describeTimeslot,
  type TimeslotRequest,
  timeslotRequestStore,
} from "../../../lib/timeslot-request.ts";

/** Says which timeslot the scheduler picked for a meeting request, with a way to drop it. */
export function TimeslotRequestNotice({ request }: { request: TimeslotRequest }) {
  return (
    <Alert color="navy" variant="light" icon={<IconCalendarEvent size={20} aria-hidden="true" />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          Showing companies for your meeting request on <strong>{describeTimeslot(request)}</strong>
        </Text>
        <Button size="compact-sm" variant="default" onClick={() => timeslotRequestStore.clear()}>
          Clear
        </Button>
      </Group>
    </Alert>
  );
}
