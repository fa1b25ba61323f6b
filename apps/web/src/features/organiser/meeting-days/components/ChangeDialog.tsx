import type { MeetingChoice, MeetingDaysPreview } from "@ebm/shared/schemas/organiser-meeting-days";
import { formatDay, timeRange, zoneName } from "@ebm/shared/zones";
import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";

interface ChangeDialogProps {
  preview: MeetingDaysPreview | null;
  busy: boolean;
  onClose: () => void;
  /** Applies the change; with the choice for the meetings it breaks when there are any. */
  onApply: (choice: MeetingChoice | null) => void;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What a changed pattern does, before it is applied: the timeslots kept, changed, made and
 * removed, and every meeting that would lose its slot, with where it would move. The organiser
 * moves them, cancels them, or goes back.
 */
export function ChangeDialog({ preview, busy, onClose, onApply }: ChangeDialogProps) {
  const broken = preview?.meetings ?? [];
  const zone = preview ? zoneName(preview.timezone) : "";
  const stuck = broken.filter((m) => m.moveTo === null).length;
  const counts = preview?.counts;
  return (
    <Modal
      opened={preview !== null}
      onClose={() => !busy && onClose()}
      title={broken.length > 0 ? "Meetings would lose their timeslot" : "Apply the new timeslots?"}
      size="lg"
      centered
    >
      {preview && counts ? (
        <Stack gap="md">
          <Text>
            {plural(counts.keep, "timeslot stays", "timeslots stay")},{" "}
            {plural(counts.change, "changes", "change")}, {plural(counts.create, "is new", "are new")} and{" "}
            {plural(counts.remove, "is removed", "are removed")}.
            {preview.removedDays.length > 0
              ? ` The meeting day${preview.removedDays.length === 1 ? "" : "s"} of ${preview.removedDays.map((d) => formatDay(d.date)).join(" and ")} ${preview.removedDays.length === 1 ? "goes" : "go"}.`
              : ""}
            {preview.blocksFreed > 0
              ? ` ${plural(preview.blocksFreed, "blocked slot is", "blocked slots are")} freed.`
              : ""}
          </Text>
          {broken.length > 0 ? (
            <>
              <Text fw={600}>
                {plural(broken.length, "meeting would lose its", "meetings would lose their")} timeslot:
              </Text>
              <List spacing={6} size="sm" aria-label="Meetings that would lose their timeslot">
                {broken.map((m) => (
                  <List.Item key={m.meetingId}>
                    {formatDay(m.date, "short")}, {timeRange(m.timeStart, m.timeEnd)} {zone}: {m.from.name} (
                    {m.from.companyName}) and {m.to.name} ({m.to.companyName}),{" "}
                    {m.status === "accepted" ? "accepted" : "requested"}
                    {m.reason === "keynote" ? ", the slot becomes a keynote" : ""}.{" "}
                    {m.moveTo
                      ? `Would move to ${timeRange(m.moveTo.timeStart, m.moveTo.timeEnd)} ${zone}.`
                      : "No free slot on that day to move it to."}
                  </List.Item>
                ))}
              </List>
              <Text size="sm">Everyone at these meetings is told by e-mail and in the app.</Text>
              {stuck > 0 ? (
                <Text size="sm" c="red.9">
                  {plural(stuck, "meeting has", "meetings have")} no free slot to move to: cancel them, or go
                  back and change the pattern.
                </Text>
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose} disabled={busy}>
                  Go back
                </Button>
                <Button color="red.9" variant="light" onClick={() => onApply("cancel")} loading={busy}>
                  Cancel them
                </Button>
                <Button onClick={() => onApply("move")} loading={busy} disabled={stuck > 0}>
                  Move them
                </Button>
              </Group>
            </>
          ) : (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={busy}>
                Go back
              </Button>
              <Button onClick={() => onApply(null)} loading={busy}>
                Apply the change
              </Button>
            </Group>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
