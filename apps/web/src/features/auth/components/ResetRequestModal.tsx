import { SNACKBAR_MS } from "@ebm/shared/constants";
import { MESSAGES } from "@ebm/shared/messages";
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMounted } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { showError, showSuccess } from "../../../lib/notify.ts";
import { authModals } from "../../../lib/session/auth-modal-store.ts";
import { requestPasswordReset } from "../api/request-password.ts";
import { emailField } from "./validators.ts";

interface ResetRequestModalProps {
  opened: boolean;
}

/** Asks for an e-mail address and mails a reset link when the address is on file. */
export function ResetRequestModal({ opened }: ResetRequestModalProps) {
  // Mantine's Modal keeps the element to give the focus back to when `opened` turns true, not
  // when it mounts open: this lazily loaded dialog mounts closed and opens right after.
  const mounted = useMounted();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: { email: emailField },
  });
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => {
      showSuccess({ ...MESSAGES.resetRequest.success, duration: SNACKBAR_MS.long });
      form.reset();
      authModals.close();
    },
    onError: () => showError({ ...MESSAGES.resetRequest.failure }),
  });

  const handleSubmit = form.onSubmit(({ email }) => request.mutate(email.trim()));

  return (
    <Modal
      opened={opened && mounted}
      onClose={authModals.close}
      title="Reset your password"
      centered
      size="md"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Enter your e-mail address and we will send you a link to choose a new password.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            data-autofocus
            {...form.getInputProps("email")}
          />
          <Group justify="space-between" align="center" wrap="wrap">
            <Anchor component="button" type="button" size="sm" onClick={authModals.openSignIn}>
              Back to sign in
            </Anchor>
            <Button type="submit" loading={request.isPending}>
              Send reset link
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
