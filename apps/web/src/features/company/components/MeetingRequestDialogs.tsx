import type { CompanyContact, CompanyDetail } from "@ebm/shared/schemas/companies";
import { useMounted } from "@mantine/hooks";
import type { TimeslotRequest } from "../../../lib/timeslot-request.ts";
import { MeetingMessageModal, type MeetingSource } from "./MeetingMessageModal.tsx";
import { TimeslotPickerModal } from "./TimeslotPickerModal.tsx";

/** Where a meeting request stands: choosing a slot, or writing the message for a chosen one. */
export type MeetingDialog =
  | { step: "picker"; contact: CompanyContact; preferredDay?: number }
  | { step: "message"; contact: CompanyContact; slot: TimeslotRequest };

interface MeetingRequestDialogsProps {
  userId: number;
  company: CompanyDetail;
  dialog: MeetingDialog | null;
  onChange: (dialog: MeetingDialog | null) => void;
  /** Where the request comes from, when not from the company page: a suggestion. */
  source?: MeetingSource;
}

/**
 * The two modals of the meeting request flow (part 2 §4): the timeslot picker, and the message
 * modal that a chosen slot (or the selected timeslot's button) opens.
 */
export function MeetingRequestDialogs({
  userId,
  company,
  dialog: asked,
  onChange,
  source,
}: MeetingRequestDialogsProps) {
  // Loaded on the first click, the modals mount closed and open right after: Mantine keeps the
  // button to give focus back to when a modal turns open, not when it mounts open.
  const mounted = useMounted();
  const dialog = mounted ? asked : null;
  const close = () => onChange(null);
  return (
    <>
      <TimeslotPickerModal
        userId={userId}
        company={company}
        contact={dialog?.step === "picker" ? dialog.contact : null}
        preferredDay={dialog?.step === "picker" ? dialog.preferredDay : undefined}
        onClose={close}
        onPick={(slot) => dialog && onChange({ step: "message", contact: dialog.contact, slot })}
      />
      <MeetingMessageModal
        userId={userId}
        company={company}
        request={dialog?.step === "message" ? { contact: dialog.contact, slot: dialog.slot } : null}
        onClose={close}
        source={source}
      />
    </>
  );
}
