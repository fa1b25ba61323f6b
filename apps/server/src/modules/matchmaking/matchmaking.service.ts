import { COMPANY_STATUS_FULL_MEMBER } from "@ebm/shared/constants";
import { WISHES_MAX } from "@ebm/shared/matchmaking";
import type { Match, TradeProfile, WishesResponse, wishBodySchema } from "@ebm/shared/schemas/matchmaking";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError, assertOr, badRequest, notFound } from "../../lib/errors.ts";
import type { MailService } from "../../plugins/mail.ts";
import { seesInFull } from "../companies/index.ts";
import type { Reacher } from "../reach/index.ts";
import type { CurrentEdition } from "../settings/index.ts";
import { type BoardCompany, matchBoard, toTradingCompany } from "./match-board.ts";
import { matchDigests } from "./match-digest.ts";
import { wishFacts } from "./match-facts.ts";
import { rankMatches } from "./match-ranking.ts";
import { matchmakingRepository } from "./matchmaking.repository.ts";

/** The signed-in user (a session row fits). */
export interface MatchUser {
  id: number;
  companyId: number;
  role?: string;
}

const EMPTY_TRADE: TradeProfile = {
  lookingFor: { categories: [], brands: [], conditions: [], regions: [] },
  offering: { categories: [], brands: [], conditions: [], regions: [] },
};

export const REFUSAL = {
  ownCompany: "You cannot wish to meet your own company.",
  companyNotFound: "This company does not attend the event.",
  contactNotOfCompany: "This person is not one of the company's people at the event.",
  tooMany: `You keep at most ${WISHES_MAX} wishes: remove one first.`,
  wishNotFound: "You have no wish about this company.",
  tradeNotFound: "Company not found.",
} as const;

/**
 * What companies trade, their possible matches, the wish lists and the digest mail of new matches.
 * The ranking itself is the pure `rankMatches`; who is named follows the company page's rule.
 */
export function matchmakingService(deps: {
  db: Db;
  settings: { current: () => Promise<CurrentEdition> };
  mail: MailService;
  publicUrl: string;
  /** Who may reach whom (modules/reach): a wish names only a person the user may reach. */
  reach: { mayReach: (viewer: Reacher, contactId: number) => Promise<boolean> };
  /** The company page's rule: true in full, false header only, undefined not at all. */
  companyShown: (companyId: number, viewer: MatchUser) => Promise<boolean | undefined>;
}) {
  const { db, settings } = deps;
  const repo = matchmakingRepository(db);
  const board = matchBoard(repo);
  const boardOf = (editionId: number) => board.of(editionId);

  /** The user's facts for the ranking, or null when they turned possible matches off. */
  async function rankingOf(user: MatchUser) {
    const { edition } = await settings.current();
    const [contact, me, rows, pairs, companies] = await Promise.all([
      repo.contact(user.id),
      repo.company(user.companyId, edition.id),
      repo.wishes(edition.id, user.companyId),
      repo.meetingPairs(edition.id, user.companyId),
      boardOf(edition.id),
    ]);
    // Suggestions are for the people of an attending company, who see other full members in full.
    if (!contact || contact.possibleMatchesDisabled || !me?.attends) return null;
    const facts = wishFacts(rows, pairs, { contactId: user.id, companyId: user.companyId });
    // Nobody to meet there (everyone turned suggestions off): no suggestion. What a company trades
    // speaks for it only where its page is seen in full (its trade profile is not shown otherwise).
    const candidates = [...companies.values()]
      .filter((c) => c.target !== null)
      .map((c) => (c.status === COMPANY_STATUS_FULL_MEMBER ? c : { ...c, trade: null }));
    return { me: { ...toTradingCompany(me), attends: me.attends }, facts, companies, candidates };
  }

  async function rank(user: MatchUser, limit?: number) {
    const ranking = await rankingOf(user);
    if (!ranking) return null;
    const { me, facts, candidates } = ranking;
    const ranked = rankMatches({
      me,
      candidates,
      excluded: new Set([...facts.met, ...facts.declined]),
      wishes: facts.wishes,
      mutual: facts.mutual,
      limit,
    });
    return { ...ranking, ranked };
  }

  async function wishList(user: MatchUser): Promise<Omit<WishesResponse, "status">> {
    const { edition } = await settings.current();
    const [own, rows, companies] = await Promise.all([
      repo.ownWishes(edition.id, user.id),
      repo.wishes(edition.id, user.companyId),
      boardOf(edition.id),
    ]);
    const { mutual } = wishFacts(rows, [], { contactId: user.id, companyId: user.companyId });
    return {
      wishes: own.map((w) => ({
        target: {
          companyId: w.companyId,
          companyName: w.companyName,
          country: w.country,
          contactId: w.contactId,
          contactName: w.contactId === null ? null : w.contactName,
        },
        kind: w.kind,
        mutual: w.kind !== "no" && mutual.has(w.companyId),
        updatedAt: w.updatedAt.toISOString(),
      })),
      mutual: [...mutual]
        .map((id) => companies.get(id))
        .filter((c) => c !== undefined)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
        .map((c) => ({
          companyId: c.id,
          companyName: c.name,
          country: c.country,
          contactId: null,
          contactName: null,
        })),
    };
  }

  return {
    /** A company's trade profile: the own company's, or one whose page the user sees in full (404 otherwise). */
    async trade(user: MatchUser, companyId: number): Promise<TradeProfile> {
      if (companyId !== user.companyId)
        assertOr((await deps.companyShown(companyId, user)) === true, notFound(REFUSAL.tradeNotFound));
      return (await repo.trade(companyId)) ?? EMPTY_TRADE;
    },

    /** Saves the own company's trade profile; the suggestions read it at once on this instance. */
    async saveTrade(user: MatchUser, trade: TradeProfile): Promise<TradeProfile> {
      await repo.saveTrade(user.companyId, trade);
      board.invalidate();
      return trade;
    },

    wishList,

    /** Makes or changes the user's wish about a company (and one of its people); answers the new list. */
    async wish(user: MatchUser, body: z.output<typeof wishBodySchema>) {
      const { edition } = await settings.current();
      assertOr(body.companyId !== user.companyId, badRequest(REFUSAL.ownCompany, "companyId"));
      const target = await repo.company(body.companyId, edition.id);
      assertOr(target?.attends, new AppError(404, REFUSAL.companyNotFound, "companyId"));
      // A wish to meet leads to a meeting (the organisers' schedule): only with a company whose
      // page the user sees in full, as a request from its page would. "No thanks" is always allowed.
      if (body.kind !== "no")
        assertOr(
          (await deps.companyShown(body.companyId, user)) === true,
          new AppError(404, REFUSAL.companyNotFound, "companyId"),
        );
      const contactId = body.contactId ?? null;
      if (contactId !== null) {
        const person = await repo.attendingContactOf(edition.id, contactId);
        // Someone the user may not reach is refused like a stranger: the answer tells nothing more.
        const fits = person?.companyId === body.companyId && (await deps.reach.mayReach(user, contactId));
        assertOr(fits, badRequest(REFUSAL.contactNotOfCompany, "contactId"));
      }
      await db.transaction(async (tx) => {
        const locked = matchmakingRepository(tx);
        // Held first, then counted: two wishes of one person at once cannot both pass the cap.
        await locked.lockPerson(user.id);
        const others = await locked.countWishes(edition.id, user.id, body.companyId);
        assertOr(others < WISHES_MAX, new AppError(409, REFUSAL.tooMany, "companyId"));
        await locked.saveWish({
          editionId: edition.id,
          contactId: user.id,
          targetCompanyId: body.companyId,
          targetContactId: contactId,
          kind: body.kind,
        });
      });
      return wishList(user);
    },

    /** Removes the user's wish about a company; 404 when there is none. */
    async unwish(user: MatchUser, companyId: number) {
      const { edition } = await settings.current();
      const gone = await repo.deleteWish(edition.id, user.id, companyId);
      assertOr(gone, new AppError(404, REFUSAL.wishNotFound, "companyId"));
      return wishList(user);
    },

    /** The user's possible matches, best first; `enabled: false` when they turned them off. */
    async matches(user: MatchUser, limit: number): Promise<{ enabled: boolean; matches: Match[] }> {
      const found = await rank(user, limit);
      if (!found) return { enabled: false, matches: [] };
      const { me, ranked, companies, facts } = found;
      return {
        enabled: true,
        matches: ranked.map(({ companyId, score, reasons }) => {
          const company = companies.get(companyId) as BoardCompany;
          // The person is named only to a user who may see the company's people (the company page's rule).
          const named =
            company.target !== null &&
            seesInFull({
              own: false,
              companyStatus: company.status,
              viewerRole: user.role,
              viewerCompanyAttends: me.attends,
            });
          return {
            target: {
              companyId,
              companyName: company.name,
              country: company.country,
              contactId: named ? (company.target?.id ?? null) : null,
              contactName: named ? (company.target?.name ?? null) : null,
            },
            score,
            reasons,
            wish: facts.wishes.get(companyId) ?? null,
            mutual: facts.mutual.has(companyId),
          };
        }),
      };
    },

    /** Every possible match's score and best reason by company, for the directory's match order; null when off. */
    async scores(user: MatchUser): Promise<Map<number, { score: number; reason: string }> | null> {
      const found = await rank(user);
      if (!found) return null;
      return new Map(found.ranked.map((m) => [m.companyId, { score: m.score, reason: m.reasons[0] ?? "" }]));
    },

    /** The daily digest: each attendee's new possible matches, mailed once (see match-digest.ts). */
    sendDigests: () =>
      matchDigests({ db, settings, mail: deps.mail, publicUrl: deps.publicUrl, boardOf }).sendAll(),

    /** Forgets the cached board (a company's profile or people changed). */
    invalidate(): void {
      board.invalidate();
    },
  };
}

export type MatchmakingService = ReturnType<typeof matchmakingService>;
