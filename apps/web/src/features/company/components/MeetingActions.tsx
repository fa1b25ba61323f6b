import type { CompanyContact, CompanyDetail } from "@ebm/shared/schemas/companies";

interface MeetingActionsProps {
  company: CompanyDetail;
  contact: CompanyContact;
}

/**
 * The meeting buttons of one contact of another company (part 2 §2, §4 "Meeting request flow").
 *
 * Rules it implements once the scheduler is built:
 * - hidden for the signed-in user's own company and while the setting `schedulerEnabled` is off;
 * - without a selected timeslot: a 'Request Meeting' button that opens the timeslot picker;
 * - with a selected timeslot in which the contact is free: 'Request Meeting on Thursday/Friday from
 *   start - end', which opens the meeting message modal and sends the request;
 * - with a selected timeslot in which the contact is taken: a red 'Not available in this timeslot /
 *   Click for more options', which opens the timeslot picker.
 *
 * Until then it renders nothing.
 */
export function MeetingActions(_props: MeetingActionsProps) {
  return null;
}
