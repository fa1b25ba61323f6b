import type { Meeting } from "@ebm/shared/schemas/scheduler";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";

interface CancelMeetingDialogProps {
  meeting: Meeting;
  /** "Thursday Nov 6, 10:00 – 10:30" */
  when: string;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before an accepted meeting is cancelled: the other side is told and the table is given up. */
export function CancelMeetingDialog({
  meeting,
  when,
  opened,
  busy,
  onClose,
  onConfirm,
}: CancelMeetingDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Cancel this meeting?"
      centered
      closeOnClickOutside={!busy}
    >
      <Stack gap="md">
        <Text>
          Your meeting with <strong>{meeting.contact.name}</strong> ({meeting.contact.companyName}) on {when}{" "}
          will be cancelled. {meeting.contact.name} will be told, and the table is given up.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Keep meeting
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            Yes, cancel meeting
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
