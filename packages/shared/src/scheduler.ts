/**
 * The scheduler's rules (part 2 §4 and §6), pure so that the server decides with them and the
 * screens show only what the server would allow. Decision 0010 explains the table numbering.
 */

/** Meeting status as the API sends it. */
export const MEETING_STATUS = { pending: 0, accepted: 1 } as const;

/**
 * Floor tables of a slot: numbers 1 to `meeting_tables` - 1 (decision 0010). The one count of
 * "tables" every screen shows: the settings, the table plan and the overview.
 */
export const floorTables = (meetingTables: number | null) => Math.max(0, (meetingTables ?? 0) - 1);

/** The stored `meeting_tables` of a count of floor tables (the inverse of `floorTables`). */
export const meetingTablesFor = (floor: number) => floor + 1;

/** The second reading of the spec: a table number above this is in the hotel lobby. */
export const HOTEL_LOBBY_ABOVE = 150;

/**
 * How many unanswered requests one person may have out at once: to any one other person, and for
 * the slots of one meeting day. A request holds both people's slot until it is answered, so
 * without a cap one attendee could make another "Not available" all day.
 */
export const PENDING_REQUEST_LIMITS = { toOnePerson: 1, perDay: 10 } as const;

/** The attendee count cache of part 2 §7: 10 minutes above one attendee, else 1 minute. */
export const attendeeCountCacheMs = (count: number) => (count > 1 ? 10 : 1) * 60_000;

/** Lines of a note textarea grow up to this height (part 2 §9). */
export const NOTE_MAX_HEIGHT_PX = 128;
export const NOTE_MAX_LENGTH = 2000;
/** Notes one person may keep on one meeting (shared and private together). */
export const NOTES_PER_PERSON_PER_MEETING = 20;
export const MEETING_MESSAGE_MAX_LENGTH = 1000;
/** The organisers' reason for cancelling a meeting, which both people read. */
export const CANCEL_REASON_MAX_LENGTH = 500;

/**
 * Places of a slot are numbered 1 to `tablesMax`; a number at or above `tables` (part 2 §4, first
 * reading) or above 150 (second reading) is a place in the hotel lobby.
 */
export function isHotelLobby(table: number, tables: number): boolean {
  return table >= tables || table > HOTEL_LOBBY_ABOVE;
}

/** "Table: n" or "Hotel Lobby", as the meeting card shows it; null before a table is given. */
export function tableLabel(table: number | null, tables: number): string | null {
  if (table === null) return null;
  return isHotelLobby(table, tables) ? "Hotel Lobby" : `Table: ${table}`;
}

/**
 * The lowest free place of a slot: tables first, then the lobby; null when all `tablesMax` places
 * are taken (the slot is fully booked).
 */
export function pickTable(used: Iterable<number>, tablesMax: number): number | null {
  const taken = new Set(used);
  for (let table = 1; table <= tablesMax; table++) if (!taken.has(table)) return table;
  return null;
}

export type SlotState = "available" | "blocked" | "pending" | "accepted" | "fullyBooked";

/** What a meeting needs for the slot state and the actions. */
export interface MeetingFacts {
  fromId: number;
  toId: number;
  status: number;
  parentScheduleId: number | null;
  /** Colleagues added to the meeting (contact ids), not counting sender and recipient. */
  attendees: readonly number[];
  dtCancelled: string | Date | null;
  outcome: "held" | "noShow" | null;
}

export const isBlock = (m: Pick<MeetingFacts, "fromId" | "toId">) => m.fromId === m.toId;

/**
 * The state of a slot's card for one user: their live meeting in it decides; without one the slot
 * is fully booked when no place is left, else available.
 */
export function slotState(meeting: MeetingFacts | null, fullyBooked: boolean): SlotState {
  if (meeting && meeting.dtCancelled === null) {
    if (isBlock(meeting)) return "blocked";
    return meeting.status === MEETING_STATUS.accepted ? "accepted" : "pending";
  }
  return fullyBooked ? "fullyBooked" : "available";
}

/** Actions of the meeting card, named as the API names them. */
export type MeetingAction =
  | "accept"
  | "decline"
  | "cancel"
  | "reminder"
  | "cannotAttend"
  | "addColleague"
  | "held"
  | "noShow"
  | "unblock";

export interface ActionContext {
  /** The signed-in user. */
  userId: number;
  schedulerEnabled: boolean;
  /** People of the user's company who attend the edition (the attendee count of §7). */
  companyAttendeeCount: number;
  /** The slot has ended (by the event clock): the meeting can be marked held or no-show. */
  slotEnded: boolean;
}

/**
 * The actions part 2 §6 allows `ctx.userId` on a meeting, in the order the card shows them. Only
 * the requester cancels a pending request or reminds; only the recipient accepts or declines;
 * Cancel meeting is for accepted meetings without a parent; Can't attend for a colleague-added
 * meeting's sender; Add colleague for accepted meetings without a parent when the company has
 * more than one attendee. After the slot either side says whether the meeting took place.
 */
export function meetingActions(m: MeetingFacts, ctx: ActionContext): MeetingAction[] {
  if (!ctx.schedulerEnabled || m.dtCancelled !== null) return [];
  if (isBlock(m)) return m.fromId === ctx.userId ? ["unblock"] : [];
  const isSender = m.fromId === ctx.userId;
  const isRecipient = m.toId === ctx.userId;
  const actions: MeetingAction[] = [];
  if (m.status === MEETING_STATUS.pending) {
    if (m.parentScheduleId !== null) return [];
    if (isRecipient) actions.push("accept", "decline");
    if (isSender) actions.push("cancel", "reminder");
    return actions;
  }
  if (m.parentScheduleId === null) {
    if (!isSender && !isRecipient) return [];
    if (ctx.slotEnded) {
      if (m.outcome === null) actions.push("held", "noShow");
      return actions;
    }
    actions.push("cancel");
    if (ctx.companyAttendeeCount > 1) actions.push("addColleague");
    return actions;
  }
  if (isSender && !ctx.slotEnded) actions.push("cannotAttend");
  return actions;
}

/**
 * Whether `userId` may remove colleague `attendeeId` from a meeting (part 2 §6): the attendee is
 * neither sender nor recipient, works for the user's company, and the meeting has no parent.
 */
export function canRemoveColleague(
  m: MeetingFacts,
  ctx: { userId: number; userCompanyId: number; schedulerEnabled: boolean },
  attendee: { id: number; companyId: number },
): boolean {
  return (
    ctx.schedulerEnabled &&
    m.dtCancelled === null &&
    m.parentScheduleId === null &&
    m.status === MEETING_STATUS.accepted &&
    attendee.id !== m.fromId &&
    attendee.id !== m.toId &&
    attendee.companyId === ctx.userCompanyId &&
    m.attendees.includes(attendee.id) &&
    (m.fromId === ctx.userId || m.toId === ctx.userId)
  );
}

/**
 * Whether a cancelled meeting belongs in the user's Cancelled Meetings tab (part 2 §4): meetings
 * without a parent, or where the user is the sender. Blocks are never listed.
 */
export function showsInCancelled(
  m: Pick<MeetingFacts, "fromId" | "toId" | "parentScheduleId">,
  userId: number,
): boolean {
  return !isBlock(m) && (m.parentScheduleId === null || m.fromId === userId);
}
