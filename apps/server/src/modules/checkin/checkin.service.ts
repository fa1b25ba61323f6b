import { CHECKIN_MESSAGES, LEADS_MESSAGES } from "@ebm/shared/messages";
import { type UserRole, worksTheDesk } from "@ebm/shared/schemas/auth";
import { badgeUrl } from "@ebm/shared/schemas/checkin";
import type { Db, Tx } from "../../db/client.ts";
import type { RecordAudit } from "../../lib/audit.ts";
import { assertOr, forbidden, notFound } from "../../lib/errors.ts";
import type { SettingsService } from "../settings/index.ts";
import type { BadgeCodes } from "./badge-code.ts";
import { checkinRepository } from "./checkin.repository.ts";

/** Work done in the transaction of a check-in or its undo, with the time stamped or removed. */
export type OnChange = (tx: Tx, checkedInAt: Date) => Promise<void>;

const NOT_AN_ATTENDEE = "This person does not attend the current edition.";

/** Who is asking: a signed-in user (with their role), or nobody. */
export interface Viewer {
  id: number;
  role: UserRole;
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
  /** The organiser audit log: a check-in from the badge page is staff's action like the desk's. */
  recordAudit: RecordAudit;
}) {
  const { db, settings, codes, publicUrl, recordAudit } = deps;
  const repo = checkinRepository(db);

  /** Stamps the check-in once, in one transaction with `onStamped` (only when it stamped). */
  async function stamp(
    contactId: number,
    editionId: number,
    staffId: number,
    now: Date,
    onStamped?: OnChange,
  ) {
    // The stamp and the read of the one that was there already see the same row.
    const { stamped, checkedInAt } = await db.transaction(async (tx) => {
      const inTx = checkinRepository(tx);
      const stamped = await inTx.checkIn(contactId, editionId, staffId, now);
      if (stamped) await onStamped?.(tx, stamped);
      return { stamped, checkedInAt: stamped ?? (await inTx.attendee(contactId, editionId))?.checkedInAt };
    });
    assertOr(checkedInAt, notFound(LEADS_MESSAGES.badgeNotFound));
    return { checkedInAt, alreadyCheckedIn: stamped === undefined };
  }

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
      const attendee = await repo.attendee(userId, edition.id);
      assertOr(attendee, forbidden(CHECKIN_MESSAGES.noBadge));
      const code = codes.sign(edition.edition, userId);
      return {
        code,
        url: badgeUrl(publicUrl, code),
        checkedInAt: attendee.checkedInAt?.toISOString() ?? null,
      };
    },

    /** The contact id of the attending person a scanned code names; 404 for anything else. */
    async contactIdOf(code: string): Promise<number> {
      return (await attendeeOf(code)).person.id;
    },

    /**
     * The badge page: who it is (ids, name, company, picture) for all; the check-in time for organiser
     * staff. A signed-in attendee's page offers to save the lead, ask for a meeting or write.
     */
    async page(code: string, viewer: Viewer | null) {
      const { person } = await attendeeOf(code);
      const staff = worksTheDesk(viewer?.role);
      return {
        // The ids an attendee's own phone needs to ask for a meeting or write (the code holds the first).
        contactId: person.id,
        companyId: person.companyId,
        name: person.name,
        function: person.function,
        companyName: person.companyName,
        profilePic: person.profilePic,
        ...(staff ? { checkedInAt: person.checkedInAt?.toISOString() ?? null } : {}),
        mayCheckIn: staff,
      };
    },

    /**
     * Checks the person in once, with the desk's audit entry in the same transaction; a second call
     * changes nothing, writes no entry and says when the first one did (organiser staff only).
     */
    async checkIn(code: string, staffId: number, now: Date) {
      const { person, editionId } = await attendeeOf(code);
      const { checkedInAt, alreadyCheckedIn } = await stamp(person.id, editionId, staffId, now, (tx, at) =>
        recordAudit(
          tx,
          { id: staffId },
          {
            action: "checkin.checkin",
            objectType: "checkin",
            objectId: person.id,
            summary: `Checked in ${person.name} (${person.companyName}) from the badge page`,
            before: { checkedInAt: null },
            after: { checkedInAt: at },
          },
        ).then(() => undefined),
      );
      return {
        name: person.name,
        companyName: person.companyName,
        checkedInAt: checkedInAt.toISOString(),
        alreadyCheckedIn,
      };
    },

    /**
     * The desk's check-in of an attendee of the current edition by contact id (404 for anyone
     * else). `onCheckedIn` runs in the check-in's transaction when it stamped one (the console's
     * audit entry); a second call changes nothing and says when the first one did.
     */
    async checkInContact(contactId: number, staffId: number, now: Date, onCheckedIn?: OnChange) {
      const { edition } = await settings.current();
      assertOr(await repo.attendee(contactId, edition.id), notFound(NOT_AN_ATTENDEE));
      return stamp(contactId, edition.id, staffId, now, onCheckedIn);
    },

    /**
     * Takes a check-in back; nothing changes for someone not checked in (`undone` undefined).
     * `onUndone` runs in the same transaction when a check-in was removed.
     */
    async undoCheckIn(contactId: number, onUndone?: OnChange) {
      const { edition } = await settings.current();
      assertOr(await repo.attendee(contactId, edition.id), notFound(NOT_AN_ATTENDEE));
      return db.transaction(async (tx) => {
        const undone = await checkinRepository(tx).undoCheckIn(contactId, edition.id);
        if (undone) await onUndone?.(tx, undone);
        return { undone };
      });
    },
  };
}

export type CheckinService = ReturnType<typeof checkinService>;
