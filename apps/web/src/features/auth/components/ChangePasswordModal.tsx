import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_SCORE, SNACKBAR_MS } from "@ebm/shared/constants";
import { MESSAGES } from "@ebm/shared/messages";
import { Button, Group, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { useId, useMemo, useState } from "react";
import { showError, showSuccess } from "../../../lib/notify.ts";
import { changeOwnPassword } from "../api/reset-password.ts";
import { resetPasswordWithToken } from "../api/reset-password-with-token.ts";
import { authModals } from "../hooks/auth-modal-store.ts";
import { usePasswordStrength } from "../hooks/use-password-strength.ts";
import { useClearResetQuery } from "../hooks/use-reset-token.ts";
import { useUser } from "../hooks/use-session.ts";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter.tsx";

interface ChangePasswordModalProps {
  opened: boolean;
  /** Reset token from the mailed link; without it the signed-in user changes their password. */
  token?: string;
}

/** Choose a new password, guarded by the strength checker (score ≥ 2 to submit). */
export function ChangePasswordModal({ opened, token }: ChangePasswordModalProps) {
  const user = useUser();
  const clearResetQuery = useClearResetQuery();
  const meterId = useId();
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const userInputs = useMemo(() => (user ? [user.email, user.name, user.companyName] : []), [user]);
  const strength = usePasswordStrength(password, userInputs, token);
  const canSubmit = password.length > 0 && !strength.pending && strength.score >= PASSWORD_MIN_SCORE;

  const close = () => {
    setPassword("");
    if (token) clearResetQuery();
    authModals.close();
  };

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    if (token) {
      const ok = await resetPasswordWithToken(password, token);
      setSubmitting(false);
      if (!ok) {
        showError({ ...MESSAGES.passwordUpdate.failure, duration: SNACKBAR_MS.medium });
        return;
      }
      showSuccess({ ...MESSAGES.passwordUpdate.successWithToken });
      setPassword("");
      clearResetQuery();
      authModals.openSignIn();
      return;
    }
    const ok = await changeOwnPassword(password);
    setSubmitting(false);
    if (!ok) {
      showError({ ...MESSAGES.passwordUpdate.failureSignedIn, duration: SNACKBAR_MS.medium });
      return;
    }
    showSuccess({ ...MESSAGES.passwordUpdate.success });
    setPassword("");
    authModals.close();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={token ? "Choose a new password" : "Change password"}
      centered
      size="md"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Pick a password that is hard to guess: a few unrelated words work well.
          </Text>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            data-autofocus
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            aria-describedby={meterId}
          />
          <PasswordStrengthMeter
            id={meterId}
            score={strength.score}
            suggestion={strength.suggestion}
            hasPassword={password.length > 0}
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={!canSubmit} loading={submitting}>
              Save new password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
