import { MAX_ATTENDEES } from "@ebm/shared/pricing";
import { ATTENDEE_EMAIL_MIN_CHARS } from "@ebm/shared/registration";
import { REGISTRATION_WIZARD_MESSAGES } from "@ebm/shared/registration-messages";
import type { Attendee } from "@ebm/shared/schemas/register";
import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { hasReachableAttendee } from "../utils/wizard-state.ts";
import { AttendeeDialog } from "./AttendeeDialog.tsx";
import classes from "./AttendeesStep.module.css";
import { StepActions } from "./StepActions.tsx";

const text = REGISTRATION_WIZARD_MESSAGES;

interface AttendeesStepProps {
  attendees: Attendee[];
  isMember: boolean;
  onChange: (attendees: Attendee[]) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 4: attendee cards with edit and delete, and a "New Attendee" card that opens the form. */
export function AttendeesStep({ attendees, isMember, onChange, onBack, onNext }: AttendeesStepProps) {
  // null: closed; "new": adding; a number: editing that attendee.
  const [editing, setEditing] = useState<"new" | number | null>(null);
  const ready = hasReachableAttendee(attendees, ATTENDEE_EMAIL_MIN_CHARS);
  const canRemove = attendees.length > 1;
  const hint =
    attendees.length === 0
      ? "To continue, add an attendee with an e-mail address."
      : "To continue, give at least one attendee a valid e-mail address: the confirmation goes there.";

  const save = (attendee: Attendee) => {
    if (editing === "new") onChange([...attendees, attendee]);
    else if (typeof editing === "number") onChange(attendees.map((a, i) => (i === editing ? attendee : a)));
    setEditing(null);
  };

  return (
    <Stack gap="md">
      <Text>
        Add everyone who comes to the meeting. At least one attendee needs an e-mail address: that is where
        the confirmation goes.
      </Text>
      <ul className={classes.grid} aria-label="Attendees">
        {attendees.map((attendee, index) => (
          // Attendees have no id before they are registered; their position is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <Card withBorder radius="md" padding="md" className={classes.card}>
              <Stack gap={4} className={classes.details}>
                <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                  <Text component="h3" fw={700} className={classes.name}>
                    {attendee.name}
                  </Text>
                  {attendee.tbd && (
                    <Badge color="navy" variant="light">
                      To be decided
                    </Badge>
                  )}
                </Group>
                <Text size="sm">{attendee.function}</Text>
                <Text size="sm" className={classes.wrap}>
                  {attendee.email}
                </Text>
                <Text size="sm">{attendee.tel}</Text>
              </Stack>
              <Group gap="xs" mt="sm">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={16} aria-hidden="true" />}
                  aria-label={`Edit ${attendee.name}`}
                  onClick={() => setEditing(index)}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  leftSection={<IconTrash size={16} aria-hidden="true" />}
                  aria-label={`Delete ${attendee.name}`}
                  disabled={!canRemove}
                  title={canRemove ? undefined : "At least one attendee stays"}
                  onClick={() => onChange(attendees.filter((_, i) => i !== index))}
                >
                  Delete
                </Button>
              </Group>
            </Card>
          </li>
        ))}
        {attendees.length < MAX_ATTENDEES && (
          <li>
            <UnstyledButton className={classes.newCard} onClick={() => setEditing("new")}>
              <IconPlus size={28} aria-hidden="true" />
              <span>New Attendee</span>
            </UnstyledButton>
          </li>
        )}
      </ul>
      <StepActions
        onBack={onBack}
        nextLabel={ready ? (isMember ? text.paymentOverview : text.next) : text.addAttendee}
        nextDisabled={!ready}
        hint={hint}
        onNext={onNext}
      />
      <AttendeeDialog
        opened={editing !== null}
        attendee={typeof editing === "number" ? (attendees[editing] ?? null) : null}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </Stack>
  );
}
