import type { Db } from "../../db/client.ts";
import { AppError, assertOr } from "../../lib/errors.ts";
import { reachRepository } from "./reach.repository.ts";

/** Placeholder contacts of a company (part 2 §5): nobody reads what is sent to them. */
const PLACEHOLDER_NAME = "To be decided";
const PLACEHOLDER_EMAIL = "-";

/** A contact a company has not named yet ("To be decided"): nobody may reach it. */
export const PLACEHOLDER_CONTACT = { name: PLACEHOLDER_NAME, email: PLACEHOLDER_EMAIL } as const;

/** The signed-in user asking to reach someone. */
export interface Reacher {
  id: number;
  companyId: number;
  role?: string;
}

export const NOT_REACHABLE = "This contact was not found.";

/**
 * Who may reach whom (STYLE.md §11): one rule, asked by every path that lets a person write to
 * another or start a conversation (the chat, the contact form), so that none reaches further than
 * the others. A signed-in user may reach a live contact (not a placeholder, not themself) whom
 * they see on a company page they may see in full, or with whom they already share something: a
 * meeting, a scanned lead, or a message that person wrote to them. Anybody else answers 404, as
 * an unknown contact does, so the rule tells nothing about who exists.
 *
 * Presence and contact details follow from the same facts: the two see each other online only once
 * both have written in their conversation (messages.repository `mutualPartners`), and a meeting
 * shows the other side's e-mail and phone only under `sharesContactDetails`.
 */
export function reachService(deps: {
  db: Db;
  /** The contact, when the viewer sees it on a company page shown to them in full; else throws (404). */
  visibleContact: (contactId: number, viewer: Reacher) => Promise<{ name: string; email: string }>;
}) {
  const repo = reachRepository(deps.db);

  const isPlaceholder = (contact: { name: string; email: string }) =>
    contact.name === PLACEHOLDER_NAME || contact.email === PLACEHOLDER_EMAIL;

  async function mayReach(viewer: Reacher, contactId: number): Promise<boolean> {
    if (contactId === viewer.id) return false;
    // Most people one writes to are on a page one sees (one query); the ties are asked only then not.
    const shown = await deps.visibleContact(contactId, viewer).then(
      (contact) => contact,
      (err: unknown) => {
        if (err instanceof AppError && err.statusCode === 404) return undefined;
        throw err;
      },
    );
    if (shown) return !isPlaceholder(shown);
    const contact = await repo.contact(contactId);
    if (!contact?.isActive || isPlaceholder(contact)) return false;
    return repo.tied(viewer.id, contactId);
  }

  return {
    mayReach,

    /** Whether the two already share a meeting, a scanned lead or a message (the rule's ties). */
    tied: (viewerId: number, otherId: number) => repo.tied(viewerId, otherId),

    /** 404 (field `field`) unless the viewer may reach the contact. */
    async assertMayReach(viewer: Reacher, contactId: number, field = "contactId"): Promise<void> {
      assertOr(await mayReach(viewer, contactId), new AppError(404, NOT_REACHABLE, field));
    },
  };
}

export type ReachService = ReturnType<typeof reachService>;

/**
 * Whether a meeting card shows the other side's e-mail and phone to `viewerId`: once the meeting
 * was accepted (also after a later cancel), and to the recipient of a request, whose requester
 * reached out. A requester whose request was never accepted sees neither, so a request (or a
 * request and its cancel) cannot be used to read somebody's address.
 */
export function sharesContactDetails(
  meeting: { fromId: number; toId: number; status: number },
  viewerId: number,
): boolean {
  if (meeting.status === 1) return true;
  return meeting.toId === viewerId && meeting.fromId !== viewerId;
}
