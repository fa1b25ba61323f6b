/**
 * The audit log in words a person reads: a label for every action code, object type and field the
 * console's actions record, and the readable form of their values. The server writes its summaries
 * with `readableDay`; the console shows the rest. No schema library here, so the pages load none.
 */

/** Every action the console, the badge page and the command line record, with its label. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "registration.verify": "Registration verified",
  "registration.decline": "Registration declined",
  "registration.resend": "Confirmation sent again",
  "dinner.approve": "Dinner sign-up approved",
  "dinner.decline": "Dinner sign-up declined",
  "dinner.reopen": "Dinner sign-up back to waiting",
  "checkin.checkin": "Checked in",
  "checkin.undo": "Check-in undone",
  "meeting.move": "Meeting moved to another table",
  "meeting.book": "Meeting booked for two attendees",
  "meeting.reschedule": "Meeting moved to another timeslot",
  "meeting.cancel": "Meeting cancelled by the organisers",
  "meeting.outcome": "Meeting marked held or no-show",
  "schedule.draft": "Automatic schedule drafted",
  "schedule.lock": "Draft meeting locked",
  "schedule.unlock": "Draft meeting unlocked",
  "schedule.remove": "Draft meeting removed",
  "schedule.publish": "Automatic schedule publication started",
  "schedule.published": "Automatic schedule published",
  "privacy.erase": "Personal data erased",
  "privacy.settings": "Privacy notice changed",
  "privacy.purge": "Past edition's personal data purged",
  "settings.update": "Settings changed",
  "analytics.exclude": "Left out of the statistics",
  "analytics.include": "Counted in the statistics again",
  "mail.retry": "Mail sent again",
  "staff.grant": "Staff role given",
  "staff.revoke": "Staff role taken back",
  "sponsor.create": "Sponsor added",
  "sponsor.update": "Sponsor changed",
  "sponsor.delete": "Sponsor removed",
  "sponsor.order": "Sponsors reordered",
  "banner.create": "Banner added",
  "banner.update": "Banner changed",
  "banner.delete": "Banner removed",
  "program.day.create": "Program day added",
  "program.day.update": "Program day changed",
  "program.day.delete": "Program day removed",
  "program.item.create": "Program session added",
  "program.item.update": "Program session changed",
  "program.item.delete": "Program session removed",
  "program.item.order": "Program sessions reordered",
  "speaker.create": "Speaker added",
  "speaker.update": "Speaker changed",
  "speaker.delete": "Speaker removed",
  "techtalk.create": "Tech talk added",
  "techtalk.update": "Tech talk changed",
  "techtalk.delete": "Tech talk removed",
  "testimonial.create": "Testimonial added",
  "testimonial.update": "Testimonial changed",
  "testimonial.delete": "Testimonial removed",
  "testimonial.order": "Testimonials reordered",
  "gallery.create": "Gallery added",
  "gallery.update": "Gallery renamed",
  "gallery.delete": "Gallery removed",
  "gallery.order": "Galleries reordered",
  "gallery.pictures.add": "Pictures added",
  "gallery.pictures.order": "Pictures reordered",
  "gallery.picture.update": "Picture caption changed",
  "gallery.picture.delete": "Picture removed",
  "team.create": "Team member added",
  "team.update": "Team member changed",
  "team.delete": "Team member removed",
  "team.order": "Team reordered",
  "edition.create": "Edition created",
  "edition.current": "Current edition switched",
  "edition.update": "Edition changed",
  "meetingDays.update": "Meeting days changed",
  "dinnerDay.add": "Captain's Dinner day added",
  "dinnerDay.update": "Captain's Dinner seats changed",
  "dinnerDay.remove": "Captain's Dinner day removed",
  "announcement.send": "Announcement sent",
  "announcement.schedule": "Announcement scheduled",
  "announcement.cancel": "Scheduled announcement cancelled",
  "dev.outbox.read": "Development outbox read",
  "company.create": "Company added",
  "company.update": "Company changed",
  "contact.create": "Contact added",
  "contact.update": "Contact changed",
  "import.apply": "Import of companies and contacts started",
  "import.finish": "Import of companies and contacts finished",
  "invitation.send": "Invitations to set a password sent",
};

/** The label of an action code; one the list does not know reads as words, never as the code. */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Change";
}

/** The kinds of object the entries are about, for the filter and the entry's details. */
export const AUDIT_OBJECT_LABELS: Record<string, string> = {
  registration: "Registration",
  dinner: "Captain's Dinner sign-up",
  checkin: "Check-in",
  meeting: "Meeting",
  settings: "Settings",
  mail: "Mail",
  contact: "Person",
  sponsor: "Sponsor",
  banner: "Banner",
  program_day: "Program day",
  program_item: "Program session",
  speaker: "Speaker",
  tech_talk: "Tech talk",
  testimonial: "Testimonial",
  gallery: "Picture gallery",
  picture: "Picture",
  team_member: "Team member",
  edition: "Edition",
  announcement: "Announcement",
  company: "Company",
  import: "Import of companies and contacts",
  invitation: "Invitation to set a password",
  schedule: "Automatic schedule",
  privacy: "Person's data (erased)",
};

/** The fields the entries record, as the screens that change them call them. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  deleted: "Records deleted",
  anonymised: "Records anonymised",
  controllerName: "Controller",
  controllerAddress: "Controller's address",
  contactEmail: "Privacy contact e-mail",
  retentionDays: "Kept after an edition (days)",
  people: "People erased",
  messages: "Messages deleted",
  notes: "Meeting notes deleted",
  leads: "Badge scans deleted",
  checkIns: "Check-ins deleted",
  capPerDay: "Meetings per person per day",
  maxInARow: "Meetings in a row before a break",
  meetings: "Meetings",
  value: "Value",
  bound: "Best possible value",
  as: "Published as",
  published: "Meetings made",
  skipped: "Meetings skipped",
  locked: "Locked",
  removed: "Removed",
  status: "State",
  declineReason: "Reason given",
  checkedInAt: "Checked in at",
  table: "Table",
  attempts: "Attempts",
  lastError: "Last error",
  role: "Role",
  shown: "Mails shown",
  leftOut: "Left out of the statistics",
  registrationOpen: "Registration open",
  schedulerEnabled: "Scheduler open",
  showVideoBanner: "Video banner shown",
  videoBannerUrl: "Video address",
  mainpageText: "Home page text",
  regThankyou: "Thank-you text",
  meetingRequestExpiryHours: "Request expiry (hours)",
  meetingReminderMinutes: "Meeting reminder (minutes before)",
  floorTables: "Tables on the meeting floor",
  name: "Name",
  url: "Link",
  type: "Tier",
  logo: "Logo",
  alt: "Alternative text",
  image: "Picture",
  mobileImage: "Phone creative",
  isAd: "Counts clicks",
  active: "Shown",
  ids: "Order",
  current: "Current edition",
  meetingTables: "Table count",
  timeStart: "Starts",
  timeEnd: "Ends",
  title: "Title",
  icon: "Icon",
  location: "Room or place",
  map: "Map link",
  additional: "More text",
  isCaptainsLunch: "Captain's Lunch or Dinner",
  dayId: "Day",
  date: "Date",
  label: "Day's name",
  sessions: "Sessions",
  caption: "Caption",
  testimonial: "Quote",
  authorName: "Person",
  authorCompany: "Company",
  catId: "Category",
  featured: "Featured",
  position: "Role",
  phone: "Phone",
  email: "E-mail address",
  speakerIds: "Speakers",
  description: "About the talk",
  profilePic: "Photo",
  company: "Company",
  day: "Day",
  start: "Starts",
  end: "Ends",
  files: "Files",
  pictures: "Pictures",
  galleryId: "Gallery",
  file: "File",
  fields: "Fields changed",
  companyId: "Company",
  rows: "Rows",
  recipients: "Recipients",
  companiesCreated: "Companies added",
  companiesUpdated: "Companies changed",
  contactsCreated: "Contacts added",
  contactsUpdated: "Contacts changed",
  unchanged: "Rows unchanged",
  failed: "Rows failed",
};

/** The label of a field; an unknown one is split into words ("someField" → "Some field"). */
export function auditFieldLabel(field: string): string {
  const known = AUDIT_FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[._-]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Stored states and roles the entries record, in the console's words. */
export const AUDIT_VALUE_LABELS: Record<string, string> = {
  pending: "Waiting",
  approved: "Approved",
  declined: "Declined",
  pending_payment: "Waiting for payment",
  paid: "Paid",
  failed: "Failed",
  cancelled: "Cancelled",
  awaiting_verification: "Awaiting verification",
  verified: "Verified",
  sent: "Sent",
  folded: "Folded into a digest",
  organiser: "Organiser",
  desk: "Desk staff",
  attendee: "Attendee",
  staff: "As staff",
  test: "As a test account",
};

/** The meeting days by number, for entries that name a day by it (`day1`). */
const DAY_NAMES: Record<number, string> = { 1: "Thursday", 2: "Friday" };

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date of the event as words, "Thursday 6 November"; without a date, the meeting day's name.
 * @example readableDay("2025-11-06", 1) === "Thursday 6 November"
 */
export function readableDay(date: string | null | undefined, dayNumber: number): string {
  if (date && YMD.test(date))
    return new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });
  return DAY_NAMES[dayNumber] ?? `Meeting day ${dayNumber}`;
}

/** A key of a per-day value ("day1", or a date) as words. */
export function auditDayKey(key: string): string {
  if (YMD.test(key)) return readableDay(key, 0);
  const day = /^day(\d+)$/.exec(key);
  return day ? readableDay(null, Number(day[1])) : auditFieldLabel(key);
}
