import { Alert, Progress, Stack, Text } from "@mantine/core";
import type { ScheduleDraft } from "../api/get-schedule.ts";

/** A publication under way: how many of the draft's meetings are made so far, and how many skipped. */
export function PublishProgress({ publishing }: { publishing: NonNullable<ScheduleDraft["publishing"]> }) {
  const { as, total, done, skipped } = publishing;
  const share = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <Alert color="navy" variant="light" title="Publishing the draft">
      <Stack gap={6}>
        <Text size="sm">
          {done} of {total} meetings {as === "accepted" ? "made as accepted meetings" : "sent as requests"}
          {skipped > 0 ? `; ${skipped} skipped, their timeslot taken since the draft` : ""}.
        </Text>
        <Progress value={share} aria-label={`Published: ${share} %`} />
      </Stack>
    </Alert>
  );
}
