import type { Attendee } from "@ebm/shared/schemas/register";
import { Button, Group, Modal, Stack, Switch, TextInput } from "@mantine/core";
import { useState } from "react";
import { normaliseAttendee } from "../utils/wizard-state.ts";

interface AttendeeDialogProps {
  opened: boolean;
  /** The attendee being edited, or null for a new one. */
  attendee: Attendee | null;
  onClose: () => void;
  onSave: (attendee: Attendee) => void;
}

const blank: Attendee = { name: "", function: "", email: "", tel: "", tbd: false };

/** Save is possible for a "To be decided" attendee, or once name, function and email are filled. */
const canSaveAttendee = (draft: Attendee) =>
  draft.tbd || [draft.name, draft.function, draft.email].every((value) => value.trim() !== "");

/** The attendee form (part 1 §5): blanks are saved as "TBD" (name) and "-" (the rest). */
export function AttendeeDialog({ opened, attendee, onClose, onSave }: AttendeeDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={attendee ? "Edit attendee" : "New Attendee"}
      centered
      size="md"
    >
      {/* Remounted per opening, so the form starts from the attendee (or blank) each time. */}
      {opened && <AttendeeForm initial={attendee ?? blank} onCancel={onClose} onSave={onSave} />}
    </Modal>
  );
}

function AttendeeForm({
  initial,
  onCancel,
  onSave,
}: {
  initial: Attendee;
  onCancel: () => void;
  onSave: (attendee: Attendee) => void;
}) {
  // "-" placeholders from an earlier save are shown as empty fields again.
  const [draft, setDraft] = useState<Attendee>(() => ({
    ...initial,
    name: initial.tbd && initial.name === "TBD" ? "" : initial.name,
    function: initial.function === "-" ? "" : initial.function,
    email: initial.email === "-" ? "" : initial.email,
    tel: initial.tel === "-" ? "" : initial.tel,
  }));
  const set =
    (key: "name" | "function" | "email" | "tel") => (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setDraft((current) => ({ ...current, [key]: value }));
    };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSaveAttendee(draft)) onSave(normaliseAttendee(draft));
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="Name"
          autoComplete="name"
          value={draft.name}
          onChange={set("name")}
          data-autofocus
        />
        <TextInput
          label="Function"
          autoComplete="organization-title"
          value={draft.function}
          onChange={set("function")}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={set("email")}
        />
        <TextInput label="Telephone" type="tel" autoComplete="tel" value={draft.tel} onChange={set("tel")} />
        <Switch
          label="To be decided"
          description="The person is not known yet: blank details are saved as TBD."
          checked={draft.tbd}
          onChange={(event) => {
            const tbd = event.currentTarget.checked;
            setDraft((current) => ({ ...current, tbd }));
          }}
        />
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSaveAttendee(draft)}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
