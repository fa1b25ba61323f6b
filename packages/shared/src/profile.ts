/**
 * Limits, labels and texts of the company page and the own profile (part 2 §2, §5, §8, §9), apart
 * from the schema library so the pages can use them without loading it.
 */

/** Company description in the profile (part 2 §5). Registration allows longer text (part 1). */
export const COMPANY_PROFILE_MAX_CHARS = 350;
export const MAX_MAIN_INTERESTS = 3;
const MAX_CONTACT_LABELS = 40;
/** A picture value shorter than this is no picture: an initials avatar is drawn instead. */
const SHORT_PICTURE_CHARS = 5;

/** Uploaded pictures: accepted types, the browser's resize and the server's limits (part 2 §9). */
export const PROFILE_PICTURE = {
  accept: ["image/jpeg", "image/png"],
  extensions: ["jpg", "jpeg", "png"],
  maxSide: 400,
  quality: 0.9,
  /** Largest upload the server reads. */
  maxBytes: 2 * 1024 * 1024,
  /** Largest decoded image the server accepts (width × height). */
  maxPixels: 4096 * 4096,
  /** Side of the small picture the server makes for lists. */
  thumbSide: 128,
} as const;

/** Company update succeeds with any of these statuses (part 2 §9). */
export const COMPANY_UPDATE_SUCCESS = [200, 501, 502] as const;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}

/**
 * The label of the contact at `position` (1-based): "Main contact", "2nd contact", … "40th contact";
 * further positions keep the last label's form.
 * @example contactLabel(1) === "Main contact"; contactLabel(22) === "22nd contact"
 */
export function contactLabel(position: number): string {
  if (position <= 1) return "Main contact";
  return `${ordinal(Math.min(position, MAX_CONTACT_LABELS))} contact`;
}

/**
 * Initials for the avatar drawn when a contact has no picture.
 * @example initials("Anna Schmidt") === "AS"; initials("Cher") === "C"
 */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "?";
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** True when a stored picture value is a picture (part 2 §5: under 5 characters is none). */
export function hasPicture(value: string | null | undefined): value is string {
  return typeof value === "string" && value.length >= SHORT_PICTURE_CHARS;
}

/** The snackbars and form texts of the company page and profile, spelled as the spec gives them. */
export const PROFILE_MESSAGES = {
  emptyDirectory: "No results found for this query. Please broaden your search.",
  downloadAttendees: "Download attendee list",
  noPicture: "No picture available",
  characterLimit: {
    title: "Character limit exceeded",
    message: "Please reduce the number of characters in the Company Description field to proceed.",
  },
  interests: {
    atLeastOne: "Please select at least one option.",
    atMostThree: "You can select a maximum of 3 options.",
    noneSelected: {
      title: "No main interest selected",
      message: "Please choose at least one main interest.",
    },
  },
  maxChoices: "Max 3 choices allowed",
  companyUpdate: {
    failure: (status: number) => ({
      title: "Something went wrong",
      message: `Company wasn't updated... (Code ${status})`,
    }),
    success: { title: "Company profile succesfully updated" },
  },
  contactUpdate: {
    failure: { title: "Something went wrong", message: "Contact wasn't updated..." },
    success: { title: "Contact succesfully updated" },
  },
  picture: {
    deleteConfirm: "Are you sure you want to delete this picture?",
    deleteButton: "Yes, Delete",
    deleteFailure: { title: "Picture could not be deleted" },
    uploadFailure: { title: "Profile Picture could not be uploaded" },
  },
  tradeTypes: { used: "Used equipment", new: "New equipment" },
} as const;
