/**
 * The registration's texts (part 1 §2.4, §8), apart from the other messages so that only the
 * registration's code carries them.
 */

/** The wizard's copy. */
export const REGISTRATION_WIZARD_MESSAGES = {
  closed: { title: "Registration is closed." },
  memberChoice: "I have a paid TBS Membership",
  nonMemberChoice: "I do not have a paid TBS Membership",
  membershipLoginFailure: { title: "Fetching your records from the event organiser failed" },
  maxCategories: "Choose a maximum of 3",
  chooseCategory: "Choose at least one category",
  chooseTrading: "Choose used or new",
  addAttendee: "Please add at least one attendee",
  paymentOverview: "Payment overview",
  next: "Next",
  registerAndPay: "Register and Pay",
  registerNow: "Register now",
  charity: (perAttendee: string) => `${perAttendee} per attendee is donated to charity.`,
  failure: {
    title: "Error while registering",
    fallback: "Failure to send the registration request.",
  },
  unknownError: "Unknown error",
} as const;

/** The server's answers to registration (POST /api/register, loginTBSToGrabInfo). */
export const REGISTRATION_MESSAGES = {
  closed: "Registration is closed.",
  alreadyRegistered: "Your company is already registered for this edition.",
  badMembershipLogin:
    "Your marketplace e-mail address and/or password is incorrect. Please try again, or continue without a membership.",
  directoryUnavailable: "The membership directory is not available",
  membershipTokenMissing: "Please sign in with your TBS Membership (step 1) to register as a member.",
  membershipTokenInvalid:
    "Your membership sign-in has expired or does not match this company. Please sign in with your TBS Membership again.",
  attendeeEmailRequired: "At least one attendee needs a valid e-mail address of at least 7 characters.",
  unknownCountry: "Please choose a country from the list.",
} as const;
