/** Product-wide constants from the specification (part 1 §9, part 2 §9). Event facts live in the database. */

export const SNACKBAR_MS = { default: 3000, medium: 5000, long: 10000 } as const;

export const MOBILE_BREAKPOINT_PX = 640;

export const TESTIMONIAL_ROTATE_MS = 8000;
export const COUNTDOWN_TICK_MS = 1000;
export const WS_RECONNECT_MS = 3000;
/**
 * A reconnect waits WS_RECONNECT_MS and a random part of this on top (decision 0023): when an
 * instance stops, the phones it served do not all come back to the others in the same moment.
 */
export const WS_RECONNECT_SPREAD_MS = 2000;
/**
 * Close codes of /ws/ the client acts on: too many sockets of the account are open (wait longer
 * before trying again), and a socket that sent far more messages than a client does.
 */
export const WS_CLOSE = { tooManySockets: 4008, tooManyMessages: 1008 } as const;
/** The wait before a refused socket (too many open) tries again. */
export const WS_FULL_RETRY_MS = 60_000;
export const UNREAD_FETCH_DELAY_MS = 4000;

export const PASSWORD_MIN_SCORE = 2;
export const PASSWORD_MAX_LENGTH = 128;

export const WORLD_CLOCKS = [
  { label: "Hong Kong", timeZone: "Asia/Hong_Kong" },
  { label: "Amsterdam", timeZone: "Europe/Amsterdam" },
  { label: "London", timeZone: "Europe/London" },
  { label: "New York", timeZone: "America/New_York" },
  { label: "Los Angeles", timeZone: "America/Los_Angeles" },
] as const;

export const HOW_HEARD_OPTIONS = [
  "Google or other search engine",
  "Facebook",
  "LinkedIn",
  "Business Relation",
  "TBS Mailing",
  "TBS Sales",
  "TBS Website",
] as const;

export const CATEGORY_OPTIONS = [
  { id: 1, name: "PC/Laptops" },
  { id: 2, name: "Printers" },
  { id: 3, name: "Server/Storage" },
  { id: 4, name: "Networking/Telecom" },
  { id: 5, name: "Software" },
  { id: 6, name: "Electronics" },
  { id: 7, name: "Mobile" },
  { id: 8, name: "POS/BarCode/Banking" },
  { id: 9, name: "Components" },
] as const;

export const TRADING_TYPES = ["used", "new"] as const;
export type TradingType = (typeof TRADING_TYPES)[number];

/** Company status 3 is a full member whose detail page can be opened. */
export const COMPANY_STATUS_FULL_MEMBER = 3;

/** Header that carries an updated user (JSON, URI-encoded) on any API response. */
export const UPDATED_USER_HEADER = "x-updated-user";

/** Analytics event names sent by the web app. */
export const ANALYTICS_EVENTS = {
  pageView: "page_view",
  registrationStart: "registration_start",
  registrationCompleted: "registration_completed",
  registrationFailed: "registration_failed",
  registrationAbandoned: "registration_abandoned",
} as const;

/**
 * The Captain's Dinner (part 1 §5, §9). Days are numbered as the meeting days (1 Thursday, 2 Friday).
 * The edition's own limits (editions.dinner_spots_per_day, dinner_per_company) decide; these are the
 * 2025 values a new edition starts from.
 */
export const DINNER = {
  /** The 2025 edition's dinner days; an edition's own are its dinner_days rows. */
  days: [1, 2],
  /** The highest day number a dinner day can have (an edition has at most 14 meeting days). */
  maxDay: 14,
  spotsPerDay: 250,
  perCompany: 2,
} as const;
