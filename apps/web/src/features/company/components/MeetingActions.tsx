import { SCHEDULER_MESSAGES } from "@ebm/shared/messages";
import type { CompanyContact, CompanyDetail } from "@ebm/shared/schemas/companies";
import { Button, VisuallyHidden } from "@mantine/core";
import { IconCalendarOff, IconCalendarPlus } from "@tabler/icons-react";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { useTimeslotRequest } from "../../../lib/timeslot-request.ts";
import { useMeetingAvailability } from "../api/check-availability.ts";
import { isPlaceholderContact } from "../utils/company-links.ts";
import { meetingButtonState, offersMeeting, requestInSlotLabel } from "../utils/meeting-request.ts";
import classes from "./MeetingActions.module.css";
import type { MeetingDialog } from "./MeetingRequestDialogs.tsx";

interface MeetingActionsProps {
  company: CompanyDetail;
  contact: CompanyContact;
  /** Opens the meeting request's timeslot picker or message modal. */
  onRequest: (dialog: MeetingDialog) => void;
}

const buttonClasses = { root: classes.button, label: classes.label };

/**
 * The meeting button of one contact of another company (part 2 §2 "Meeting buttons", §4 "Meeting
 * request flow"):
 * - hidden for visitors, the signed-in user's own company, 'To be decided' and while the setting
 *   `schedulerEnabled` is off;
 * - without a selected timeslot: 'Request Meeting', which opens the timeslot picker;
 * - with a selected timeslot in which the contact is free: 'Request Meeting on Thursday/Friday from
 *   start - end', which opens the meeting message modal;
 * - with a selected timeslot in which the contact is taken: a red 'Not available in this timeslot /
 *   Click for more options', which opens the timeslot picker.
 * The availability is asked once per company page; every contact card shares the answer.
 */
export function MeetingActions({ company, contact, onRequest }: MeetingActionsProps) {
  const user = useUser();
  const schedulerEnabled = useAllSettings().data?.schedulerEnabled;
  const selected = useTimeslotRequest();
  const facts = {
    signedIn: user !== null,
    schedulerEnabled,
    isOwnCompany: company.isOwnCompany,
    isSelf: contact.isSelf,
    isPlaceholder: isPlaceholderContact(contact.name),
    contactId: contact.id,
  };
  // Availability is asked only where a button will show.
  const shown = offersMeeting(facts);
  const availability = useMeetingAvailability(
    shown ? user?.id : undefined,
    company.id,
    shown ? selected?.id : undefined,
  );
  const state = meetingButtonState({
    ...facts,
    hasSelectedTimeslot: selected !== null,
    notAvailableContacts: availability.isError ? undefined : (availability.data ?? null),
  });
  const withWhom = <VisuallyHidden> with {contact.name}</VisuallyHidden>;

  switch (state) {
    case "hidden":
      return null;
    case "pick":
      return (
        <Button
          size="sm"
          classNames={buttonClasses}
          leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
          onClick={() => onRequest({ step: "picker", contact })}
        >
          <span>Request Meeting{withWhom}</span>
        </Button>
      );
    case "checking":
    case "requestInSlot":
      if (!selected) return null;
      return (
        <Button
          size="sm"
          classNames={buttonClasses}
          leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
          loading={state === "checking"}
          onClick={() => onRequest({ step: "message", contact, slot: selected })}
        >
          <span>
            {requestInSlotLabel(selected)}
            {withWhom}
          </span>
        </Button>
      );
    case "notAvailable":
      return (
        <Button
          size="sm"
          color="red.9"
          classNames={buttonClasses}
          leftSection={<IconCalendarOff size={16} aria-hidden="true" />}
          // One sentence for screen readers; the two lines are drawn as two.
          aria-label={`${SCHEDULER_MESSAGES.request.notAvailable}. ${SCHEDULER_MESSAGES.request.moreOptions} to meet ${contact.name}`}
          onClick={() => onRequest({ step: "picker", contact, preferredDay: selected?.day })}
        >
          <span className={classes.lines}>
            <span>{SCHEDULER_MESSAGES.request.notAvailable}</span>
            <span className={classes.secondLine}>{SCHEDULER_MESSAGES.request.moreOptions}</span>
          </span>
        </Button>
      );
  }
}
