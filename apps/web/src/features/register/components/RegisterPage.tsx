import { SNACKBAR_MS } from "@ebm/shared/constants";
import { REGISTRATION_WIZARD_MESSAGES } from "@ebm/shared/registration-messages";
import { Alert, Loader, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { READABLE_MS } from "../../../lib/notify.ts";
import { requestOverlays } from "../../../lib/overlays.ts";
import { RegistrationWizard } from "./RegistrationWizard.tsx";

/**
 * /register: the five-step registration while registration is open. While it is closed the
 * route sends the visitor home with a note (part 1 §2.4). Campaign parameters are kept by the
 * app layout's UTM capture, for every landing address.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const { data: settings, isPending, isError } = useAllSettings();
  const closed = settings !== undefined && !settings.event.registrationOpen;

  useEffect(() => {
    if (!closed) return;
    requestOverlays();
    // A note, not an error: said politely, kept long enough to read (the visitor did not ask to
    // be sent home), and closable by name.
    notifications.show({
      id: "registration-closed",
      message: REGISTRATION_WIZARD_MESSAGES.closed.title,
      color: "navy",
      withBorder: true,
      role: "status",
      "aria-live": "polite",
      autoClose: Math.max(SNACKBAR_MS.long, READABLE_MS),
      closeButtonProps: { "aria-label": "Close notification" },
    });
    navigate("/", { replace: true });
  }, [closed, navigate]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Register</Title>
        <Text size="lg" maw={760}>
          {settings
            ? `Register your company and its attendees for the European Broker Meeting ${settings.event.name}, in five short steps.`
            : "Register your company and its attendees for the event, in five short steps."}
        </Text>
      </Stack>
      {isPending && <Loader aria-label="Loading the registration" />}
      {isError && (
        <Alert color="red" variant="light" title="The registration is not available right now">
          Please reload the page in a moment.
        </Alert>
      )}
      {settings?.event.registrationOpen && <RegistrationWizard settings={settings} />}
    </Stack>
  );
}
