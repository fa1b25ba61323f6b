import type { Db } from "../../db/client.ts";
import type { MailService } from "../../plugins/mail.ts";
import type { CurrentEdition } from "../settings/index.ts";
import type { BoardCompany } from "./match-board.ts";
import { byCompany, wishFacts } from "./match-facts.ts";
import { rankMatches } from "./match-ranking.ts";
import { DIGEST_MATCHES_MAX, type DigestMatch, matchDigestMail } from "./matchmaking.mails.ts";
import { matchmakingRepository } from "./matchmaking.repository.ts";

/**
 * The digest of new possible matches (the `matchmaking.digest` job, daily): every attendee of the
 * current edition who did not turn possible matches off gets their best matches not named to them
 * before, at most DIGEST_MATCHES_MAX, and only when there is at least one. What a digest names is
 * recorded with it (match_digests), in one transaction with the mail, so no company is named twice.
 */
/** People whose digests one transaction writes. */
const BATCH = 50;

export function matchDigests(deps: {
  db: Db;
  settings: { current: () => Promise<CurrentEdition> };
  mail: MailService;
  publicUrl: string;
  boardOf: (editionId: number) => Promise<Map<number, BoardCompany>>;
}) {
  const { db, mail } = deps;
  const repo = matchmakingRepository(db);

  return {
    /** Writes the digests of everyone due one; returns how many were written. */
    async sendAll(): Promise<number> {
      const { edition } = await deps.settings.current();
      // The whole edition is read once; each person then reads only the rows of their company.
      const [companies, people, wishRows, pairs, mailedRows] = await Promise.all([
        deps.boardOf(edition.id),
        repo.attendingPeople(edition.id, { matchable: true }),
        repo.wishes(edition.id),
        repo.meetingPairs(edition.id),
        repo.mailedMatches(edition.id),
      ]);
      const candidates = [...companies.values()].filter((c) => c.target !== null);
      const wishesOf = byCompany(wishRows, (w) => [w.wisherCompanyId, w.targetCompanyId]);
      const pairsOf = byCompany(pairs, (p) => [p.a, p.b]);
      const mailed = new Map<number, Set<number>>();
      for (const row of mailedRows) {
        const set = mailed.get(row.contactId) ?? new Set<number>();
        set.add(row.companyId);
        mailed.set(row.contactId, set);
      }

      const due: { person: (typeof people)[number]; matches: DigestMatch[] }[] = [];
      for (const person of people) {
        const me = companies.get(person.companyId);
        if (!me) continue;
        const facts = wishFacts(wishesOf.get(me.id) ?? [], pairsOf.get(me.id) ?? [], {
          contactId: person.id,
          companyId: me.id,
        });
        const fresh = rankMatches({
          me,
          candidates,
          excluded: new Set([...facts.met, ...facts.declined, ...(mailed.get(person.id) ?? [])]),
          wishes: facts.wishes,
          mutual: facts.mutual,
          limit: DIGEST_MATCHES_MAX,
        });
        if (fresh.length === 0) continue;
        const matches = fresh.map((m) => {
          const company = companies.get(m.companyId) as BoardCompany;
          return {
            companyId: m.companyId,
            companyName: company.name,
            country: company.country,
            reason: m.reasons[0] ?? "",
          };
        });
        due.push({ person, matches });
      }

      let written = 0;
      for (let start = 0; start < due.length; start += BATCH) {
        const batch = due.slice(start, start + BATCH);
        written += await db.transaction(async (tx) => {
          const locked = matchmakingRepository(tx);
          // Held, then read again: a second run at the same moment names nothing twice.
          await locked.lockPeople(batch.map((d) => d.person.id));
          const already = await locked.mailedMatches(
            edition.id,
            batch.map((d) => d.person.id),
          );
          const taken = new Set(already.map((row) => `${row.contactId}:${row.companyId}`));
          let sent = 0;
          for (const { person, matches } of batch) {
            const named = matches.filter((m) => !taken.has(`${person.id}:${m.companyId}`));
            if (named.length === 0) continue;
            await locked.recordMailed(
              edition.id,
              person.id,
              named.map((m) => m.companyId),
            );
            await mail.enqueue(
              tx,
              matchDigestMail({
                to: person,
                matches: named,
                editionName: edition.name,
                publicUrl: deps.publicUrl,
              }),
            );
            sent++;
          }
          return sent;
        });
      }
      if (written > 0) mail.kick();
      return written;
    },
  };
}
