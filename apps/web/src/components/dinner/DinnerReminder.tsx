import { Alert, Text } from "@mantine/core";
import { IconAnchor } from "@tabler/icons-react";
import { useDinner } from "../../lib/api/get-dinner.ts";
import { useAllSettings } from "../../lib/api/get-settings.ts";
import { dinnerWhen } from "../../lib/dinner.ts";
import { zoneName } from "../../lib/format.ts";

/**
 * The Captain's Dinner reminder of the home tiles and the program (part 1 §2.2, §4): shown when
 * the user's place is approved; a sign-up still under review says so.
 */
export function DinnerReminder({ userId }: { userId: number }) {
  const { data } = useDinner(userId);
  const timeZone = useAllSettings().data?.event.timezone;
  const status = data?.registrationStatus;
  if (status !== 1 && status !== 2) return null;
  const approved = status === 1;
  // Dinner days are numbered as the meeting days (decision 0012): the day signed up for says when.
  const day = data?.payload.find((d) => d.dayNumber === data.registeredDay);
  const dayWhen = dinnerWhen(day);
  const when = dayWhen
    ? `${dayWhen}${day?.timeStart && timeZone ? ` (${zoneName(timeZone)})` : ""}`
    : `day ${data?.registeredDay ?? ""}`;
  return (
    <Alert
      color="navy"
      variant="light"
      icon={<IconAnchor size={20} aria-hidden="true" />}
      title="Captain's Dinner"
      role="status"
    >
      {approved ? (
        <Text size="sm">You are registered for the Captain's Dinner on {when}.</Text>
      ) : (
        <Text size="sm">
          Your sign-up for the Captain's Dinner on {when} is waiting for the organiser's review. The
          confirmation follows by e-mail.
        </Text>
      )}
    </Alert>
  );
}
