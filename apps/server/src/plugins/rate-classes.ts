import type { FastifyRequest } from "fastify";
import { clientNetwork } from "../lib/client-network.ts";

/**
 * The budget classes of calls that change something (decision 0015). Every route whose method is
 * not GET or HEAD names its class in `config.rateClass`, or the app does not start; a GET that
 * changes something (a counted click) names one too. A class gives each account and each client
 * network one budget for all the routes of the class together, on the one store of every limit
 * (Redis across instances). A route's own `config.rateLimit` adds to it.
 */
export const RATE_CLASSES = {
  /** Asks without changing anything, sent as POST by the spec (searches, availability, who is online). */
  read: { perAccount: [perMinute(300)], perAddress: [perMinute(20_000)] },
  /** Changes the caller's own things only: profile, blocks, notes, leads, read marks, switches. */
  own: { perAccount: [perMinute(120), perHour(2_000)], perAddress: [perMinute(20_000)] },
  /**
   * Tells another person something (a meeting request or answer, a reminder, a colleague added, a
   * conversation started, a message through the contact form): what a flood of would reach an inbox.
   */
  reach: { perAccount: [perMinute(30), perHour(300)], perAddress: [perMinute(10_000)] },
  /** A chat message: quick to write many of, and each reaches its recipient's screen. */
  chat: { perAccount: [perMinute(60), perHour(1_000)], perAddress: [perMinute(20_000)] },
  /** A file stored on the server (a profile picture). */
  upload: { perAccount: [perMinute(20), perHour(100)], perAddress: [perMinute(2_000)] },
  /**
   * A picture the organisers put on the public site (a gallery of many at once, logos, banners):
   * each is decoded and re-encoded, so fewer than the console's other calls, more than an attendee's.
   */
  staffUpload: { perAccount: [perMinute(120), perHour(1_000)], perAddress: [perMinute(2_000)] },
  /** Organiser staff running the event in the console (and the development tools). */
  staff: { perAccount: [perMinute(600)], perAddress: [perMinute(20_000)] },
  /**
   * Sign-in and password calls; each route adds its stricter limits by account and address. The
   * address budget counts visitors only: a signed-in caller counts as their account, so that one
   * client at a venue cannot use up its shared address for the people signed in there.
   */
  auth: { perAccount: [perMinute(120)], perAddress: [perMinute(600)], addressCountsVisitorsOnly: true },
  /** What a visitor may send: registration, analytics, a counted click (visitors by address, as `auth`). */
  public: { perAccount: [perMinute(300)], perAddress: [perMinute(600)], addressCountsVisitorsOnly: true },
  /** The payment provider's calls (many come from a few of its addresses). */
  webhook: { perAccount: [], perAddress: [perMinute(1_200)] },
} as const satisfies Record<
  string,
  { perAccount: readonly Budget[]; perAddress: readonly Budget[]; addressCountsVisitorsOnly?: boolean }
>;

export type RateClass = keyof typeof RATE_CLASSES;

/** Requests allowed in a window of `windowMs`. */
export interface Budget {
  max: number;
  windowMs: number;
}

function perMinute(max: number): Budget {
  return { max, windowMs: 60_000 };
}
function perHour(max: number): Budget {
  return { max, windowMs: 3_600_000 };
}

/** Methods that only read: a route of another method must name its class. */
export const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The signed-in account a request counts for; undefined for a visitor (then only the address counts). */
const accountKey = (request: FastifyRequest) =>
  request.session ? `account:${request.session.id}` : undefined;
/** The client's network (an IPv6 client by its /64), so one machine cannot count as many. */
export const addressKey = (request: FastifyRequest) => `address:${clientNetwork(request.ip)}`;

/** The client's network for a visitor; a signed-in caller counts as their account instead. */
export const visitorAddressKey = (request: FastifyRequest) =>
  request.session ? undefined : addressKey(request);
/** The account when signed in, else the client's network: one person, however they come. */
export const callerKey = (request: FastifyRequest) => accountKey(request) ?? addressKey(request);

/** The limits of a class as the rate-limit plugin counts them, each window its own counter, each budget times `scale`. */
export function classLimits(rateClass: RateClass, scale = 1) {
  const budgets: (typeof RATE_CLASSES)[RateClass] & { addressCountsVisitorsOnly?: boolean } =
    RATE_CLASSES[rateClass];
  const { perAccount, perAddress } = budgets;
  const byAddress = budgets.addressCountsVisitorsOnly ? visitorAddressKey : addressKey;
  const windowName = (budget: Budget) => `${budget.windowMs / 1000}s`;
  return [
    ...perAccount.map((budget) => ({
      ...budget,
      max: Math.round(budget.max * scale),
      name: `class:${rateClass}:account:${windowName(budget)}`,
      key: accountKey,
    })),
    ...perAddress.map((budget) => ({
      ...budget,
      max: Math.round(budget.max * scale),
      name: `class:${rateClass}:address:${windowName(budget)}`,
      key: byAddress,
    })),
  ];
}
