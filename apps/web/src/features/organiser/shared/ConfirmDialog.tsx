import { Button, Group, Modal, Stack } from "@mantine/core";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  opened: boolean;
  /** The question: "Decline this sign-up?" */
  title: string;
  /** What the action does, in the dialog's body. */
  children: ReactNode;
  /** The way out: "Keep waiting", "Cancel". */
  keepLabel: string;
  /** The action: "Yes, decline". */
  confirmLabel: string;
  /** The action button's colour: red for what cannot be taken back; the theme's when none. */
  confirmColor?: string;
  /** The action's call runs: the dialog stays until it answers. */
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a console action: the question, what will happen, a way out and the action, which
 * shows loading while its call runs.
 * @example <ConfirmDialog opened={asking} title="Undo this check-in?" keepLabel="Keep check-in"
 *            confirmLabel="Yes, undo" confirmColor="red.9" busy={undo.isPending} onClose={close} onConfirm={run}>
 *            <Text>…</Text>
 *          </ConfirmDialog>
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  keepLabel,
  confirmLabel,
  confirmColor,
  busy,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={title}
      centered
      closeOnClickOutside={!busy}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {keepLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
