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
  comingSoon: {
    title: "This part of the site opens soon",
  },
  contactMessage: {
    failure: {
      title: "Something went wrong",
      message:
        "Message delivery failed. Please try again. If the problem persists please contact the organisers",
    },
    success: { title: "Message sent." },
  },
  registrationWizard: {
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
  },
  /** The server's answers to registration (POST /api/register, loginTBSToGrabInfo). */
  registration: {
    closed: "Registration is closed.",
    alreadyRegistered: "Your company is already registered for this edition.",
    badMembershipLogin:
      "Your marketplace e-mail address and/or password is incorrect. Please try again, or continue without a membership.",
    directoryUnavailable: "The membership directory is not available",
    membershipTokenMissing: "Please sign in with your TBS Membership (step 1) to register as a member.",
    membershipTokenInvalid:
      "Your membership sign-in has expired or does not match this company. Please sign in with your TBS Membership again.",
    attendeeEmailRequired: "At least one attendee needs a valid e-mail address of at least 7 characters.",
    attendeeEmailTaken: (email: string) =>
      `The e-mail address ${email} already belongs to a person of another company. Please use another address or contact the event organiser.`,
    unknownCountry: "Please choose a country from the list.",
  },
} as const;
