import { isDinnerEligibleFunction } from "@ebm/shared/dinner";
import { DINNER_MESSAGES } from "@ebm/shared/messages";
import type { SessionUser } from "@ebm/shared/schemas/auth";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useDinner } from "../../../lib/api/get-dinner.ts";
import { DINNER_DAY, dinnerState, placesLeft } from "../../../lib/dinner.ts";
import { serverReason } from "../../../lib/feedback.ts";
import { useRegisterDinner } from "../api/register-dinner.ts";

interface DinnerModalProps {
  user: SessionUser;
  opened: boolean;
  onClose: () => void;
}

/** Why the sign-up is not offered, or null when it is. */
function refusal(
  state: ReturnType<typeof dinnerState>,
  approvedColleagues: number,
  left: number,
  fn: string,
): string | null {
  if (state === "pending")
    return `${DINNER_MESSAGES.alreadyRegistered} Your sign-up is waiting for the organiser's review.`;
  if (state === "approved" || state === "registered") return DINNER_MESSAGES.alreadyRegistered;
  if (approvedColleagues >= 2) return DINNER_MESSAGES.colleaguesApproved;
  if (left <= 0) return DINNER_MESSAGES.dayFull;
  if (!isDinnerEligibleFunction(fn)) return DINNER_MESSAGES.notEligible;
  return null;
}

/**
 * The Captain's Dinner sign-up (part 1 §2.1, §4, §5, §8): for oneself, sales managers and company
 * owners only; a refusal by the server closes the form and shows the failure modal.
 */
export function DinnerModal({ user, opened, onClose }: DinnerModalProps) {
  const dinner = useDinner(user.id);
  const register = useRegisterDinner(user.id);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const data = dinner.data;
  const left = data ? placesLeft(data) : 0;
  const colleagues = (data?.approvedRegistrations ?? []).filter((r) => r.contactId !== user.id).length;
  const reason = data ? refusal(dinnerState(data.registrationStatus), colleagues, left, user.function) : null;

  const submit = () =>
    register.mutate(
      { contactId: user.id, dayNumber: DINNER_DAY },
      {
        onSuccess: () => setOutcome({ ok: true, text: DINNER_MESSAGES.signedUp }),
        // Part 1 §8: any refusal closes the form and shows the failure modal; the server's own
        // words say which rule it was, "already registered" when it gave none.
        onError: (error) =>
          setOutcome({
            ok: false,
            text: serverReason(error) ?? DINNER_MESSAGES.alreadyRegistered,
          }),
      },
    );

  const close = () => {
    setOutcome(null);
    onClose();
  };

  if (outcome) {
    return (
      <Modal
        opened={opened}
        onClose={close}
        title={outcome.ok ? "Thank you for signing up" : "Sign-up failed"}
        centered
      >
        <Stack gap="md">
          <Text role={outcome.ok ? "status" : "alert"}>{outcome.text}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Captain's Dinner" centered>
      <Stack gap="md">
        <Text>
          Thursday November 6, 19:00 – 22:00. For sales managers and company owners, at most two per company.
          Your sign-up is reviewed by the organisers; the confirmation follows by e-mail.
        </Text>
        {!data ? (
          <Text c="dimmed">Loading the places…</Text>
        ) : reason ? (
          <Alert color="navy" variant="light" role="alert">
            {reason}
          </Alert>
        ) : (
          <Text fw={600}>
            {left} of {data.payload.find((d) => d.dayNumber === DINNER_DAY)?.spots ?? left} places left.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          {data && !reason && (
            <Button onClick={submit} loading={register.isPending}>
              Sign me up
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
