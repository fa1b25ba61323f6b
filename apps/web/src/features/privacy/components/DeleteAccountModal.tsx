import { ERASE_CONFIRM_WORD } from "@ebm/shared/privacy";
import { Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { fieldFailure, notifyError } from "../../../lib/feedback.ts";
import { showSuccess } from "../../../lib/notify.ts";
import { authModals } from "../../../lib/session/auth-modal-store.ts";
import { sessionStore } from "../../../lib/session/session-store.ts";
import { userKeys } from "../../../lib/session/user-keys.ts";
import { useEraseMe } from "../api/erase-me.ts";

/** Resolves once `done()` holds, looked at once a frame, or after `limitMs` at the latest. */
function frameUntil(done: () => boolean, limitMs = 3000): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const look = () => {
      if (done() || performance.now() - started > limitMs) resolve();
      else requestAnimationFrame(look);
    };
    look();
  });
}

/**
 * "Delete my account": says what goes and what stays, asks for the password and the typed word,
 * then erases the account, forgets the session here and goes home with a word of goodbye.
 */
export function DeleteAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const erase = useEraseMe();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [typed, setTyped] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  // Whether the profile (and its sign-in gate) is still on screen.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const close = () => {
    if (erase.isPending) return;
    setPassword("");
    setTyped("");
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      password: password ? undefined : "Enter your password",
      confirm:
        typed.trim() === ERASE_CONFIRM_WORD ? undefined : `Type ${ERASE_CONFIRM_WORD} in capitals to confirm`,
    };
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    try {
      await erase.mutateAsync({ password, confirm: ERASE_CONFIRM_WORD });
    } catch (error) {
      const failed = fieldFailure(error);
      if (failed?.field === "password")
        setErrors({ password: failed.message || "The password is not right" });
      else notifyError(error, { title: "Your account could not be deleted" });
      return;
    }
    // The session ended with the account. Home first, signed out once the profile has gone, so
    // its sign-in gate never opens the sign-in dialog; one that a call answered with the server's
    // sign-out opened meanwhile is closed. Nothing of the account stays in the cache.
    await navigate("/", { replace: true });
    await frameUntil(() => !mounted.current);
    sessionStore.clearUser("user");
    queryClient.removeQueries({ queryKey: userKeys.all });
    authModals.close();
    showSuccess({
      title: "Your account is deleted",
      message: "We no longer hold your data, apart from the invoices the law asks us to keep.",
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete your account?"
      centered
      closeOnClickOutside={!erase.isPending}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">This cannot be undone.</Text>
          <List size="sm" spacing={6}>
            <List.Item>
              Your account, contact details, picture, sign-ins, notes, leads, wishes and sign-ups are deleted.
            </List.Item>
            <List.Item>
              Your meetings and messages stay for the people you met or wrote to, shown as from “Former
              attendee”.
            </List.Item>
            <List.Item>Invoices and payments are kept, pseudonymised, as the law requires.</List.Item>
          </List>
          <Text size="sm">Download your data first if you want a copy.</Text>
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setErrors((old) => ({ ...old, password: undefined }));
            }}
            error={errors.password}
            // Mantine marks the password's inner input only with data-invalid; screen readers need the attribute.
            aria-invalid={errors.password ? true : undefined}
            data-autofocus
          />
          <TextInput
            label={`Type ${ERASE_CONFIRM_WORD} to confirm`}
            required
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setErrors((old) => ({ ...old, confirm: undefined }));
            }}
            error={errors.confirm}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={erase.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={erase.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
