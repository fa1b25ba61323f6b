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
} as const;
