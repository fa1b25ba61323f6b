import { isDinnerEligibleFunction } from "@ebm/shared/dinner";
import { DINNER_MESSAGES } from "@ebm/shared/messages";
import type { SessionUser } from "@ebm/shared/schemas/auth";
import { Alert, Button, Group, Modal, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useDinner } from "../../../lib/api/get-dinner.ts";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { dinnerState, dinnerWhen, placesLeft } from "../../../lib/dinner.ts";
import { serverReason } from "../../../lib/feedback.ts";
import { zoneName } from "../../../lib/format.ts";
import { useRegisterDinner } from "../api/register-dinner.ts";

interface DinnerModalProps {
  user: SessionUser;
  /** The dinner day the sign-up is for; null while the days load. */
  day: number | null;
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
export function DinnerModal({ user, day, opened, onClose }: DinnerModalProps) {
  const dinner = useDinner(user.id);
  const register = useRegisterDinner(user.id);
  const timeZone = useAllSettings().data?.event.timezone;
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // An edition with several dinner evenings: the one picked here, else the entry's.
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? day;

  const data = chosen === null ? undefined : dinner.data;
  const facts = data?.payload.find((d) => d.dayNumber === chosen);
  const left = data && chosen !== null ? placesLeft(data, chosen) : 0;
  const colleagues = (data?.approvedRegistrations ?? []).filter((r) => r.contactId !== user.id).length;
  const state = data ? dinnerState(data.registrationStatus) : null;
  const reason = data && state ? refusal(state, colleagues, left, user.function) : null;
  // The evenings are offered while only the chosen one's seats stand in the way.
  const choice =
    data && state && data.payload.length > 1 && !refusal(state, colleagues, 1, user.function)
      ? data.payload
      : null;
  const when = dinnerWhen(facts);
  const zone = timeZone ? ` (${zoneName(timeZone)})` : "";

  const submit = () =>
    chosen !== null &&
    register.mutate(
      { contactId: user.id, dayNumber: chosen },
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
          {!choice && when && `${when}${facts?.timeStart ? zone : ""}. `}
          For sales managers and company owners, at most two per company. Your sign-up is reviewed by the
          organisers; the confirmation follows by e-mail.
        </Text>
        {choice && (
          <Radio.Group
            label="Which evening?"
            value={chosen === null ? null : String(chosen)}
            onChange={(value) => setPicked(Number(value))}
          >
            <Stack gap="xs" mt={6}>
              {choice.map((option) => {
                const optionLeft = Math.max(0, option.spots - option.taken);
                const optionWhen = dinnerWhen(option) ?? `Day ${option.dayNumber}`;
                return (
                  <Radio
                    key={option.dayNumber}
                    value={String(option.dayNumber)}
                    label={`${optionWhen}${option.timeStart ? zone : ""}`}
                    description={optionLeft > 0 ? `${optionLeft} of ${option.spots} places left` : "Full"}
                    disabled={optionLeft === 0}
                  />
                );
              })}
            </Stack>
          </Radio.Group>
        )}
        {!data ? (
          <Text c="dimmed">Loading the places…</Text>
        ) : reason ? (
          <Alert color="navy" variant="light" role="alert">
            {reason}
          </Alert>
        ) : choice ? null : (
          <Text fw={600}>
            {left} of {facts?.spots ?? left} places left.
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
