import type {
  RegistrationPaymentState,
  RegistrationStatus,
} from "@ebm/shared/schemas/organiser-registrations";

/** The user-facing texts of the console's registrations section. */
export const REGISTRATION_TEXTS = {
  listHeading: "All registrations",
  searchLabel: "Search",
  searchPlaceholder: "Company, attendee, e-mail or number",
  statusLabel: "Status",
  memberLabel: "Membership",
  anyStatus: "Any status",
  anyMembership: "Members and non-members",
  member: "Member",
  nonMember: "Non-member",
  exportFailed: "The export could not be made",
  noun: "registrations",
  empty: "No registrations match.",
  emptyHint: "Try another search or clear the filters.",
  loadFailed: "The registrations could not be loaded",
  retry: "Try again",
  detailFailed: "This registration could not be loaded",
  verify: "Verify",
  decline: "Decline",
  resend: "Resend confirmation",
  cancel: "Cancel",
  verifyTitle: "Verify this registration?",
  verifyBody: (company: string) =>
    `${company}'s attendees become users of the event app and each gets a mail to sign in. The company's contact is told that the registration is confirmed.`,
  verifyConfirm: "Verify registration",
  verified: (company: string) => `The registration of ${company} is verified; the mails are on their way.`,
  declineTitle: "Decline this registration?",
  declineBody: (company: string) =>
    `${company}'s contact is told by mail, with the reason you give here. Nobody of the company becomes a user.`,
  reasonLabel: "Reason",
  reasonDescription: "Quoted in the mail to the company.",
  reasonRequired: "Please give a reason.",
  declineConfirm: "Decline registration",
  declined: (company: string) => `The registration of ${company} is declined; the contact is told by mail.`,
  resendTitle: "Send the confirmation again?",
  resendBody:
    "Every attendee gets their mail to sign in again (a new set-password link for those without a password).",
  resendConfirm: "Send again",
  resent: "The confirmation is queued again.",
  actionFailed: "That did not work",
  company: "Company",
  attendees: "Attendees",
  price: "Price",
  payments: "Payments",
  review: "Review",
  noPayments: "No payments through the payment provider.",
  isUser: "User",
  notUserYet: "Not a user yet",
  tbd: "To be announced",
  contact: "Contact",
} as const;

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending_payment: "Awaiting payment",
  paid: "Paid",
  failed: "Payment failed",
  cancelled: "Cancelled",
  awaiting_verification: "Awaiting verification",
  verified: "Verified",
  declined: "Declined",
};

export const PAYMENT_LABELS: Record<RegistrationPaymentState, string> = {
  none: "No payment",
  open: "Open",
  paid: "Paid",
  failed: "Failed",
  canceled: "Cancelled",
  expired: "Expired",
};

const euros = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });

/** "€1,670.00": amounts from cents with two decimals, as invoices show them. */
export const formatCents = (cents: number) => euros.format(cents / 100);
