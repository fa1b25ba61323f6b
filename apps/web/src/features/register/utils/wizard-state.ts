import type { HOW_HEARD_OPTIONS, TradingType } from "@ebm/shared/constants";
import type { Attendee, CompanyProfile } from "@ebm/shared/schemas/register";
import { websiteToSend } from "./company-rules.ts";
import { isEmailShaped } from "./validators.ts";

export type HeardThrough = (typeof HOW_HEARD_OPTIONS)[number];

/** The company step's fields as the form holds them (country as the select's string value). */
export interface CompanyValues {
  companyName: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  country: string | null;
  website: string;
  tel: string;
  vat: string;
  profile: string;
  heardThrough: HeardThrough;
}

export interface InterestValues {
  categories: number[];
  trading: TradingType | null;
}

/** Everything the wizard carries from step to step. */
export interface WizardData {
  /** Set for members (from the marketplace sign-in): locks the company fields. */
  tbsCompanyId: number | null;
  membershipToken: string | null;
  company: CompanyValues;
  interests: InterestValues;
  attendees: Attendee[];
}

const DEFAULT_HEARD_THROUGH: HeardThrough = "Google or other search engine";

export const emptyCompany = (): CompanyValues => ({
  companyName: "",
  streetAddress: "",
  city: "",
  postalCode: "",
  country: null,
  website: "",
  tel: "",
  vat: "",
  profile: "",
  heardThrough: DEFAULT_HEARD_THROUGH,
});

export const emptyWizardData = (): WizardData => ({
  tbsCompanyId: null,
  membershipToken: null,
  company: emptyCompany(),
  interests: { categories: [], trading: null },
  attendees: [],
});

/** An attendee who can receive the confirmation: an email-shaped address of at least `minChars`. */
export function hasReachableAttendee(attendees: Attendee[], minChars: number): boolean {
  return attendees.some((a) => {
    const email = a.email.trim();
    return email.length >= minChars && isEmailShaped(email);
  });
}

/**
 * The company profile as it is sent. A non-member's street address is joined with the postal
 * code and city (part 1 §5); a member's address comes from the marketplace as it is.
 */
export function toCompanyProfile(data: WizardData): CompanyProfile {
  const { company, interests, tbsCompanyId } = data;
  const street = company.streetAddress.trim();
  const place = [company.postalCode.trim(), company.city.trim()].filter(Boolean).join(" ");
  return {
    companyName: company.companyName.trim(),
    streetAddress: tbsCompanyId === null && place ? `${street}, ${place}` : street,
    city: company.city.trim(),
    postalCode: company.postalCode.trim(),
    country: Number(company.country),
    // A host name goes as https://…, the address the server stores ("-" and the rest as typed).
    website: websiteToSend(company.website),
    tel: company.tel.trim(),
    vat: company.vat.trim(),
    profile: company.profile.trim(),
    heardThrough: company.heardThrough,
    tbsCompanyId,
    categories: interests.categories,
    trading: interests.trading ?? "used",
  };
}

/** "To be decided" and blank details: name "TBD", function, email and tel "-" (part 1 §5). */
export function normaliseAttendee(draft: Attendee): Attendee {
  const orDash = (value: string) => value.trim() || "-";
  return {
    name: draft.name.trim() || "TBD",
    function: orDash(draft.function),
    email: orDash(draft.email),
    tel: orDash(draft.tel),
    tbd: draft.tbd,
  };
}
