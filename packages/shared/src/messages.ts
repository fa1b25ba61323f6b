import { NOTES_PER_PERSON_PER_MEETING } from "./scheduler.ts";

/** User-facing copy from the specification's error catalogues, spelled as given. */

export const MESSAGES = {
  login: {
    badCredentials: {
      title: "Could not login",
      message:
        "Your email address and/or password is incorrect. Please try again or click 'Forgot your Password?' to reset it.",
    },
    failure: {
      title: "Something went wrong",
      message:
        "Could not login. Please try again. If the problem persists please contact the event organiser.",
    },
    sessionFailure: { title: "Failure to login" },
  },
  resetRequest: {
    failure: { title: "Something went wrong", message: "Requesting a password reset failed..." },
    success: {
      title: "Password request successfull.",
      message: "If we have your email-address on file, you will receive an email with instructions soon.",
    },
  },
  resetToken: {
    invalid: { title: "Password reset token invalid" },
    unreachable: {
      title: "Something went wrong",
      message: "Your reset link could not be checked just now. Please reload the page to try again.",
    },
  },
  passwordUpdate: {
    failure: {
      title: "Something went wrong",
      message: "Password could not be updated...",
    },
    failureSignedIn: {
      title: "Something went wrong",
      message:
        "Password could not be updated. Please try again. If the problem persists please contact the event organiser",
    },
    successWithToken: {
      title: "Password succesfully updated. Please login with your newly created password",
    },
    success: { title: "Password succesfully updated" },
  },
  form: {
    required: "This field is required",
    email: "This field should be a correct email-address",
    maxLength: (n: number) => `This field must have at most ${n} characters`,
  },
} as const;

/** The scheduler's texts (part 2 §8). Their own export, so a page that needs none of them does not carry them. */
export const SCHEDULER_MESSAGES = {
  reminder: {
    failure: "There was a problem sending your reminder",
    success: "Meeting request reminder was successfully sent",
  },
  notes: {
    added: "Note added",
    deleted: "Note deleted",
    addFailure: "There was a problem adding the note.",
    deleteFailure: "There was a problem deleting the note.",
    /** Not in the specification: the answer when the author already keeps the most notes a meeting takes. */
    tooMany: `You already have ${NOTES_PER_PERSON_PER_MEETING} notes on this meeting, the most one person can add. Delete one of yours to add another.`,
    /** Not in the specification: a shared note before the meeting is accepted would be a channel to the other side. */
    sharedOnceAccepted:
      "Notes are shared with the table once the meeting is accepted; until then they are private.",
  },
  colleague: {
    added: (name: string) => `${name} had been added to the meeting`,
    removed: "Colleague has been removed",
    addFailure: (name: string) => `There was a problem adding ${name} to the meeting`,
    removeFailure: "There was a problem removing your colleague.",
    noneAvailable: "No available colleague for this timeslot",
  },
  cannotAttend: {
    success: "Meeting has been removed",
    failure: "There was a problem removing the meeting.",
  },
  request: {
    failure: "There was a problem sending your meeting request",
    success: "Meeting request was successfully sent",
    messagePrompt: "Anything you would like to add before sending this request?",
    notAvailable: "Not available in this timeslot",
    moreOptions: "Click for more options",
  },
  /** Answers to the other actions, which the specification does not word. */
  accepted: "Meeting accepted",
  declined: "Meeting declined",
  requestCancelled: "Meeting request cancelled",
  meetingCancelled: "Meeting cancelled",
  outcomeSaved: "Thank you, noted",
  actionFailure: "That did not work. Please try again.",
  blocked: "Timeslot blocked",
  unblocked: "Timeslot available again",
  noCancelled: "No cancelled meetings",
  tryAgain: "Someone else is booking this timeslot right now. Please try again.",
} as const;

/** Leads and the scanner (part 2 §8). Their own export, so a page that needs none of them does not carry them. */
export const LEADS_MESSAGES = {
  scanError: "There was an error scanning. Most likely because the QR code you scanned was invalid.",
  scanAgain: "Scan Again",
  saveError: "This lead could not be added, possibly because they are already in your list.",
  /** Answers the specification does not word. */
  empty: "No leads",
  selfScan: "This is your own badge.",
  badgeNotFound: "Badge not found.",
  leadNotFound: "Lead not found.",
  otherUser: "You can only see your own leads.",
} as const;

/** The check-in desk and badge pages. Their own export, so a page that needs none of them does not carry them. */
export const CHECKIN_MESSAGES = {
  checkedIn: "Checked in",
  alreadyCheckedIn: "Already checked in",
  noBadge: "Only attendees of this edition have a badge.",
} as const;

/** The Captain's Dinner (part 1 §5, §8). Their own export, so a page that needs none of them does not carry them. */
export const DINNER_MESSAGES = {
  alreadyRegistered: "You are already registered.",
  colleaguesApproved: "Two of your colleagues have already been approved for the Captain's Dinner.",
  /** Answers the specification does not word. */
  colleaguesSignedUp: "Two of your colleagues have already signed up for the Captain's Dinner.",
  dayFull: "The Captain's Dinner is fully booked on this day.",
  notEligible: "The Captain's Dinner is for sales managers and company owners.",
  notAttending: "Only attendees of this edition can sign up for the Captain's Dinner.",
  onlyYourself: "You can only sign up yourself.",
  signedUp: "Thank you. Your sign-up will be reviewed; the confirmation follows by e-mail.",
} as const;
