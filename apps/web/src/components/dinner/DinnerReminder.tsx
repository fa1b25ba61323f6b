import { Alert, Text } from "@mantine/core";
import { IconAnchor } from "@tabler/icons-react";
import { useDinner } from "../../lib/api/get-dinner.ts";

/**
 * The Captain's Dinner reminder of the home tiles and the program (part 1 §2.2, §4): shown when
 * the user's place is approved; a sign-up still under review says so.
 */
export function DinnerReminder({ userId }: { userId: number }) {
  const { data } = useDinner(userId);
  const status = data?.registrationStatus;
  if (status !== 1 && status !== 2) return null;
  const approved = status === 1;
  // Dinner days are numbered as the meeting days (decision 0012); the program holds it on Thursday.
  const when = data?.registeredDay === 2 ? "Friday November 7" : "Thursday November 6, 19:00 – 22:00";
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
