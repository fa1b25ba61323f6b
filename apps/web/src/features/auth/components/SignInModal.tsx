import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMounted } from "@mantine/hooks";
import { authModals } from "../../../lib/session/auth-modal-store.ts";
import { useSignIn } from "../hooks/use-sign-in.ts";
import { emailField, requiredField } from "./validators.ts";

interface SignInModalProps {
  opened: boolean;
}

/** Sign in with e-mail and password; links to the password reset request. */
export function SignInModal({ opened }: SignInModalProps) {
  // Mantine's Modal keeps the element to give the focus back to when `opened` turns true, not
  // when it mounts open: this lazily loaded dialog mounts closed and opens right after.
  const mounted = useMounted();
  const signIn = useSignIn();
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: { email: emailField, password: requiredField },
  });

  const handleSubmit = form.onSubmit((values) => {
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          form.reset();
          authModals.close();
        },
      },
    );
  });

  return (
    <Modal opened={opened && mounted} onClose={authModals.close} title="Sign in" centered size="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Sign in with the e-mail address you registered with for the event.
          </Text>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            data-autofocus
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps("password")}
            // Mantine marks only its text inputs invalid for assistive technology, not this one.
            aria-invalid={Boolean(form.errors.password)}
          />
          <Group justify="space-between" align="center" wrap="wrap">
            <Anchor component="button" type="button" size="sm" onClick={authModals.openResetRequest}>
              Forgot your Password?
            </Anchor>
            <Button type="submit" loading={signIn.isPending}>
              Sign in
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
