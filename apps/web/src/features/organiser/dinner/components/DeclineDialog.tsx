import type { DinnerSignup } from "@ebm/shared/schemas/organiser-dinner";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";

interface DeclineDialogProps {
  signup: DinnerSignup | null;
  dayLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before a sign-up is declined: the person is mailed at once and cannot sign up again. */
export function DeclineDialog({ signup, dayLabel, busy, onClose, onConfirm }: DeclineDialogProps) {
  return (
    <Modal
      opened={signup !== null}
      onClose={onClose}
      title="Decline this sign-up?"
      centered
      closeOnClickOutside={!busy}
    >
      {signup && (
        <Stack gap="md">
          <Text>
            <strong>{signup.name}</strong> ({signup.companyName}) will be told by e-mail that there is no
            place for them at the Captain's Dinner on {dayLabel}. Their seat is freed, and they cannot sign up
            again.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              Keep waiting
            </Button>
            <Button color="red.9" onClick={onConfirm} loading={busy}>
              Yes, decline
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
