import { CHECKIN_MESSAGES, LEADS_MESSAGES } from "@ebm/shared/messages";
import { badgeUrl } from "@ebm/shared/schemas/checkin";
import type { Db } from "../../db/client.ts";
import { assertOr, forbidden, notFound } from "../../lib/errors.ts";
import type { SettingsService } from "../misc/settings/settings.service.ts";
import type { BadgeCodes } from "./badge-code.ts";
import { checkinRepository } from "./checkin.repository.ts";

/** Who is asking: a signed-in user (with their role), or nobody. */
export interface Viewer {
  id: number;
  role: "attendee" | "organiser";
}

/**
 * Badges and the check-in desk (part 1 §2.1, DESIGN.md §5): the signed-in attendee's own code, the
 * badge page anybody may open, and the check-in, which only organiser staff make. A code that is
 * not a real one of this edition, and a real one of a person who no longer attends, get the same
 * 404: the answer tells nothing about which.
 */
export function checkinService(deps: {
  db: Db;
  settings: SettingsService;
  codes: BadgeCodes;
  publicUrl: string;
}) {
  const { db, settings, codes, publicUrl } = deps;
  const repo = checkinRepository(db);

  /** The attending person a code names, with the edition it was checked against; 404 otherwise. */
  async function attendeeOf(code: string) {
    const { edition } = await settings.current();
    const contactId = codes.verify(code, edition.edition);
    const person = contactId === undefined ? undefined : await repo.attendee(contactId, edition.id);
    assertOr(person, notFound(LEADS_MESSAGES.badgeNotFound));
    return { person, editionId: edition.id };
  }

  return {
    /** The signed-in user's badge: its code and the address the QR encodes. 403 for a non-attendee. */
    async badge(userId: number) {
      const { edition } = await settings.current();
      assertOr(await repo.attendee(userId, edition.id), forbidden(CHECKIN_MESSAGES.noBadge));
      const code = codes.sign(edition.edition, userId);
      return { code, url: badgeUrl(publicUrl, code) };
    },

    /** The contact id of the attending person a scanned code names; 404 for anything else. */
    async contactIdOf(code: string): Promise<number> {
      return (await attendeeOf(code)).person.id;
    },

    /** The badge page: name, company and picture for all; the check-in time for organiser staff. */
    async page(code: string, viewer: Viewer | null) {
      const { person } = await attendeeOf(code);
      const staff = viewer?.role === "organiser";
      return {
        name: person.name,
        function: person.function,
        companyName: person.companyName,
        profilePic: person.profilePic,
        ...(staff ? { checkedInAt: person.checkedInAt?.toISOString() ?? null } : {}),
        mayCheckIn: staff,
      };
    },

    /** Checks the person in once; a second call says when the first one did (organiser staff only). */
    async checkIn(code: string, staffId: number, now: Date) {
      const { person, editionId } = await attendeeOf(code);
      // The stamp and the read of the one that was there already see the same row.
      const { stamped, checkedInAt } = await db.transaction(async (tx) => {
        const inTx = checkinRepository(tx);
        const stamped = await inTx.checkIn(person.id, editionId, staffId, now);
        return { stamped, checkedInAt: stamped ?? (await inTx.attendee(person.id, editionId))?.checkedInAt };
      });
      assertOr(checkedInAt, notFound(LEADS_MESSAGES.badgeNotFound));
      return {
        name: person.name,
        companyName: person.companyName,
        checkedInAt: checkedInAt.toISOString(),
        alreadyCheckedIn: stamped === undefined,
      };
    },
  };
}

export type CheckinService = ReturnType<typeof checkinService>;
