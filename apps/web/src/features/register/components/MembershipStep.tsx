import { MESSAGES } from "@ebm/shared/messages";
import { REGISTRATION_WIZARD_MESSAGES } from "@ebm/shared/registration-messages";
import type { LoginTbsResponse } from "@ebm/shared/schemas/register";
import { Button, Card, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client.ts";
import { showError } from "../../../lib/notify.ts";
import { loginTbs } from "../api/login-tbs.ts";
import { isEmailShaped, requiredText } from "../utils/validators.ts";
import { storeLastTbsUserId } from "../utils/wizard-storage.ts";

const text = REGISTRATION_WIZARD_MESSAGES;

interface MembershipStepProps {
  onMember: (result: LoginTbsResponse["result"]) => void;
  onNonMember: () => void;
}

/** Step 1: sign in as a paid marketplace member (company prefilled) or continue as a non-member. */
export function MembershipStep({ onMember, onNonMember }: MembershipStepProps) {
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: {
      email: (value) => requiredText(value) ?? (isEmailShaped(value) ? null : MESSAGES.form.email),
      password: (value) => (value ? null : MESSAGES.form.required),
    },
  });

  const signIn = useMutation({
    mutationFn: loginTbs,
    onSuccess: (result) => {
      storeLastTbsUserId(result.id);
      onMember(result);
    },
    // The server's message says why (a wrong login, a company already registered).
    onError: (error) =>
      showError({
        title: text.membershipLoginFailure.title,
        message: error.message || `Status ${error instanceof ApiError ? error.status : 0}`,
      }),
  });

  const handleSubmit = form.onSubmit((values) =>
    signIn.mutate({ email: values.email.trim(), password: values.password }),
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="register-member">
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <Title order={3} id="register-member">
              {text.memberChoice}
            </Title>
            <Text size="sm">
              Sign in with your TBS marketplace account: we fill in your company and your colleagues, and you
              pay the member price.
            </Text>
            <TextInput
              label="Marketplace email"
              type="email"
              autoComplete="username"
              required
              {...form.getInputProps("email")}
            />
            <PasswordInput
              label="Marketplace password"
              autoComplete="current-password"
              required
              {...form.getInputProps("password")}
              // Mantine marks only its text inputs invalid for assistive technology, not this one.
              aria-invalid={Boolean(form.errors.password)}
            />
            <Button type="submit" loading={signIn.isPending} style={{ alignSelf: "flex-start" }}>
              Sign in and continue
            </Button>
          </Stack>
        </form>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="register-non-member">
        <Stack gap="sm" align="flex-start">
          <Title order={3} id="register-non-member">
            {text.nonMemberChoice}
          </Title>
          <Text size="sm">
            Register as a new company. Your registration includes a year of Plus membership; our team verifies
            your company and our sales team contacts you to complete it.
          </Text>
          <Button variant="light" onClick={onNonMember}>
            Continue
          </Button>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
