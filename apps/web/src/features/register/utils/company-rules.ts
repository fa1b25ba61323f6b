import { MESSAGES } from "@ebm/shared/messages";
import { companyProfileSchema } from "@ebm/shared/schemas/mini/register";
import { httpUrlOf, URL_MESSAGES } from "@ebm/shared/url";

/** How long typing has to pause before a field is checked (website, telephone, VAT number). */
export const LIVE_VALIDATION_MS = 400;

/** The website as it is sent: a host name goes as https://…, "-" and the rest as typed. */
export const websiteToSend = (value: string) => httpUrlOf(value) ?? value.trim();

const NO_SPACES_IN_WEBSITE = "Please enter the web address without spaces.";

interface FieldIssue {
  code: string;
  message: string;
  maximum?: unknown;
}

/** The first problem the server's schema finds, in the words the form shows. */
function issueText(issue: FieldIssue | undefined): string {
  if (!issue) return MESSAGES.form.required;
  if (issue.code === "too_small") return MESSAGES.form.required;
  if (issue.code === "too_big" && typeof issue.maximum === "number")
    return MESSAGES.form.maxLength(issue.maximum);
  if (issue.message === URL_MESSAGES.noSpaces) return NO_SPACES_IN_WEBSITE;
  return issue.message;
}

type CheckedField = "website" | "tel" | "vat";

/**
 * The error of a field the server checks by its own schema, or null when the server accepts what
 * will be sent: the form runs the registration's schema itself, so both sides always agree.
 * @example companyFieldError("website", "www.example.com") === null
 * @example companyFieldError("tel", " ") === "This field is required"
 */
export function companyFieldError(field: CheckedField, value: string): string | null {
  const sent = field === "website" ? websiteToSend(value) : value;
  const result = companyProfileSchema.shape[field].safeParse(sent);
  return result.success ? null : issueText(result.error.issues[0]);
}

/**
 * "A", "A and B", "A, B and C": labels joined for a sentence.
 * @example joinLabels(["Website", "VAT number"]) === "Website and VAT number"
 */
export function joinLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels[0] ?? "";
  return `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;
}

/**
 * Why a step cannot go on yet: the fields still empty and those filled in wrongly, or null when
 * nothing is missing.
 * @example continueHint(["City"], ["Website"]) === "To continue, fill in City, and correct Website."
 */
export function continueHint(empty: readonly string[], wrong: readonly string[]): string | null {
  const parts = [
    empty.length > 0 ? `fill in ${joinLabels(empty)}` : null,
    wrong.length > 0 ? `correct ${joinLabels(wrong)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `To continue, ${parts.join(", and ")}.` : null;
}
