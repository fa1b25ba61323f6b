/**
 * The limits and the import columns of the console's People section, without a schema library, so
 * the console's pages can use them (the schemas are in schemas/organiser-people.ts).
 */

/** Longest text of a company description, as the registration and the company page allow. */
export const PEOPLE_PROFILE_MAX = 1000;
/** At most this many main interests per company (part 1 §5). */
export const PEOPLE_INTERESTS_MAX = 3;
/** The largest CSV the import reads, in characters (about 20,000 rows of a usual file). */
export const PEOPLE_IMPORT_MAX_CHARS = 4_000_000;
/** The most rows one file may hold. */
export const PEOPLE_IMPORT_MAX_ROWS = 20_000;
/** The most contacts an invitation of a selection names. */
export const PEOPLE_INVITE_SELECTION_MAX = 1000;

/** The columns the import reads, by the header's words (any case; other columns are ignored). */
export const PEOPLE_IMPORT_COLUMNS = [
  { key: "company", header: "Company", required: true, note: "The company's name" },
  { key: "country", header: "Country", required: true, note: "ISO code (IE) or name (Ireland)" },
  { key: "membershipId", header: "Membership ID", required: false, note: "Marketplace membership number" },
  { key: "streetAddress", header: "Address", required: false, note: "Street and number" },
  { key: "city", header: "City", required: false, note: "" },
  { key: "postalCode", header: "Postal code", required: false, note: "" },
  { key: "website", header: "Website", required: false, note: "" },
  { key: "companyTel", header: "Company phone", required: false, note: "" },
  { key: "vat", header: "VAT", required: false, note: "VAT or EORI number" },
  { key: "profile", header: "Profile", required: false, note: `At most ${PEOPLE_PROFILE_MAX} characters` },
  {
    key: "interests",
    header: "Main interests",
    required: false,
    note: `1 to ${PEOPLE_INTERESTS_MAX} category names or numbers, separated by |`,
  },
  { key: "trading", header: "Trading", required: false, note: "new or used" },
  { key: "contactName", header: "Contact name", required: false, note: "Needed with an e-mail" },
  { key: "email", header: "E-mail", required: false, note: "Matches an existing contact" },
  { key: "function", header: "Function", required: false, note: "" },
  { key: "tel", header: "Phone", required: false, note: "The contact's phone" },
  { key: "imName", header: "Messenger", required: false, note: "WhatsApp, Skype, Telegram…" },
  { key: "imValue", header: "Messenger ID", required: false, note: "" },
  { key: "attending", header: "Attending", required: false, note: "yes or no: attends this edition" },
] as const;
export type PeopleImportColumn = (typeof PEOPLE_IMPORT_COLUMNS)[number]["key"];
