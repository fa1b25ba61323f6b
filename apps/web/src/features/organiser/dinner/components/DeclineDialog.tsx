import type { DinnerSignup } from "@ebm/shared/schemas/organiser-dinner";
import { Text } from "@mantine/core";
import { ConfirmDialog } from "../../shared/ConfirmDialog.tsx";

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
    <ConfirmDialog
      opened={signup !== null}
      title="Decline this sign-up?"
      keepLabel={signup?.status === "approved" ? "Keep approved" : "Keep waiting"}
      confirmLabel="Yes, decline"
      confirmColor="red.9"
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {signup && (
        <Text>
          <strong>{signup.name}</strong> ({signup.companyName}) will be told by e-mail that there is no place
          for them at the Captain's Dinner on {dayLabel}. Their seat is freed, and they cannot sign up again
          themselves.
        </Text>
      )}
    </ConfirmDialog>
  );
}
