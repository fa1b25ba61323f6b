import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_SCORE, SNACKBAR_MS } from "@ebm/shared/constants";
import { MESSAGES } from "@ebm/shared/messages";
import { Button, Group, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { showError, showSuccess } from "../../../lib/notify.ts";
import { authModals } from "../../../lib/session/auth-modal-store.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { changeOwnPassword } from "../api/reset-password.ts";
import { resetPasswordWithToken } from "../api/reset-password-with-token.ts";
import { usePasswordStrength } from "../hooks/use-password-strength.ts";
import { useClearResetQuery } from "../hooks/use-reset-token.ts";
import { PasswordStrengthMeter } from "./PasswordStrengthMeter.tsx";

interface ChangePasswordModalProps {
  opened: boolean;
  /** Reset token from the mailed link; without it the signed-in user changes their password. */
  token?: string;
}

/** Choose a new password, guarded by the strength checker (score ≥ 2 to submit). */
export function ChangePasswordModal({ opened, token }: ChangePasswordModalProps) {
  // Mantine's Modal keeps the element to give the focus back to when `opened` turns true, not
  // when it mounts open: this lazily loaded dialog mounts closed and opens right after.
  const mounted = useMounted();
  const user = useUser();
  const clearResetQuery = useClearResetQuery();
  const meterId = useId();
  const [password, setPassword] = useState("");
  const userInputs = useMemo(() => (user ? [user.email, user.name, user.companyName] : []), [user]);
  const strength = usePasswordStrength(password, userInputs, token);
  const canSubmit = password.length > 0 && !strength.pending && strength.score >= PASSWORD_MIN_SCORE;

  const close = () => {
    setPassword("");
    if (token) clearResetQuery();
    authModals.close();
  };

  const save = useMutation({
    mutationFn: (newPassword: string) =>
      token ? resetPasswordWithToken(newPassword, token) : changeOwnPassword(newPassword),
    onSuccess: () => {
      setPassword("");
      if (token) {
        showSuccess({ ...MESSAGES.passwordUpdate.successWithToken });
        clearResetQuery();
        authModals.openSignIn();
        return;
      }
      showSuccess({ ...MESSAGES.passwordUpdate.success });
      authModals.close();
    },
    onError: () => {
      const failure = token ? MESSAGES.passwordUpdate.failure : MESSAGES.passwordUpdate.failureSignedIn;
      showError({ ...failure, duration: SNACKBAR_MS.medium });
    },
  });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) save.mutate(password);
  };

  return (
    <Modal
      opened={opened && mounted}
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
            <Button type="submit" disabled={!canSubmit} loading={save.isPending}>
              Save new password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
