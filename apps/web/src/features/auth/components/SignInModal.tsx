import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { authModals } from "../../../lib/session/auth-modal-store.ts";
import { useSignIn } from "../hooks/use-sign-in.ts";
import { emailField, requiredField } from "./validators.ts";

interface SignInModalProps {
  opened: boolean;
}

/** Sign in with e-mail and password; links to the password reset request. */
export function SignInModal({ opened }: SignInModalProps) {
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
    <Modal opened={opened} onClose={authModals.close} title="Sign in" centered size="md">
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
