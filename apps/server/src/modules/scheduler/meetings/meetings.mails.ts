import { timeRange, zoneName } from "@ebm/shared/zones";
import { dateFormat } from "../../../lib/dates.ts";
import { escapeHtml } from "../../../lib/html.ts";
import type { OutgoingMail } from "../../../plugins/mail.ts";
import { contactSender, type MailSender } from "../../../plugins/mail-bound.ts";

/** Whom a mail is for. */
export interface Recipient {
  name: string;
  email: string;
}

/** The other person of a meeting, as a mail names them. */
export interface Person {
  id: number;
  name: string;
  companyName: string;
}

/** The slot of a meeting, as a mail names it. */
export interface SlotFacts {
  /** YYYY-MM-DD in the event's time zone. */
  date: string;
  timeStart: string;
  timeEnd: string;
  /** The event's IANA zone; the mail names it ("Dublin time"), as every screen does. */
  timeZone?: string;
}

/** "Thursday 6 November, 10:00 – 10:30 Dublin time" */
export function slotText(slot: SlotFacts): string {
  const day = dateFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${slot.date}T12:00:00Z`),
  );
  const zone = slot.timeZone ? ` ${zoneName(slot.timeZone)}` : "";
  return `${day}, ${timeRange(slot.timeStart, slot.timeEnd)}${zone}`;
}

/** The one-click links of a request: accept (a=1) and decline (a=2) after signing in. */
export function answerLinks(publicUrl: string, meetingId: number) {
  const base = `${publicUrl}/scheduler?id=${meetingId}`;
  return { accept: `${base}&a=1`, decline: `${base}&a=2`, open: base };
}

const who = (person: Person) => `${person.name} (${person.companyName})`;

/** Text and HTML of a mail from paragraphs; links are given apart so the HTML can make them anchors. */
function compose(
  kind: string,
  to: Recipient,
  subject: string,
  paragraphs: string[],
  links: { label: string; href: string }[] = [],
  sender?: MailSender,
): OutgoingMail {
  const text = [
    `Dear ${to.name},`,
    "",
    ...paragraphs.flatMap((p) => [p, ""]),
    ...links.map((link) => `${link.label}: ${link.href}`),
  ]
    .join("\n")
    .trimEnd();
  const html = [
    `<p>Dear ${escapeHtml(to.name)},</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`),
    ...links.map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`),
  ].join("\n");
  return { kind, to: to.email, subject, text, html, ...(sender ? { sender } : {}) };
}

/** To the recipient of a request (and again as a reminder): who asks, when, their message, and the answer links. */
export function requestMail(args: {
  to: Recipient;
  from: Person;
  slot: SlotFacts;
  message: string;
  meetingId: number;
  publicUrl: string;
  reminder?: boolean;
}): OutgoingMail {
  const links = answerLinks(args.publicUrl, args.meetingId);
  const when = slotText(args.slot);
  const paragraphs = [
    args.reminder
      ? `${who(args.from)} is still waiting for your answer to their meeting request for ${when}.`
      : `${who(args.from)} would like to meet you on ${when}.`,
    ...(args.message ? [`Their message:\n${args.message}`] : []),
    "Sign in to answer; the links below do it in one click.",
  ];
  return compose(
    args.reminder ? "meeting_reminder" : "meeting_request",
    args.to,
    args.reminder
      ? `Reminder: meeting request from ${args.from.name}`
      : `Meeting request from ${args.from.name}`,
    paragraphs,
    [
      { label: "Accept the meeting", href: links.accept },
      { label: "Decline the meeting", href: links.decline },
    ],
    contactSender(args.from),
  );
}

/** To the requester: the other side accepted, and where they meet. */
export function acceptedMail(args: {
  to: Recipient;
  by: Person;
  slot: SlotFacts;
  tableLabel: string;
  meetingId: number;
  publicUrl: string;
}): OutgoingMail {
  return compose(
    "meeting_accepted",
    args.to,
    `${args.by.name} accepted your meeting request`,
    [`${who(args.by)} accepted your meeting on ${slotText(args.slot)}.`, `Where: ${args.tableLabel}.`],
    [{ label: "Open your scheduler", href: answerLinks(args.publicUrl, args.meetingId).open }],
    contactSender(args.by),
  );
}

/** To the requester: the other side declined. */
export function declinedMail(args: { to: Recipient; by: Person; slot: SlotFacts; publicUrl: string }) {
  return compose(
    "meeting_declined",
    args.to,
    `${args.by.name} declined your meeting request`,
    [
      `${who(args.by)} cannot meet you on ${slotText(args.slot)}; the timeslot is free again in your scheduler.`,
    ],
    [{ label: "Open your scheduler", href: `${args.publicUrl}/scheduler` }],
    contactSender(args.by),
  );
}

/** To the other side: a request was withdrawn or a meeting cancelled. */
export function cancelledMail(args: {
  to: Recipient;
  by: Person;
  slot: SlotFacts;
  wasAccepted: boolean;
  publicUrl: string;
}): OutgoingMail {
  const what = args.wasAccepted ? "meeting" : "meeting request";
  return compose(
    "meeting_cancelled",
    args.to,
    `${args.by.name} cancelled the ${what}`,
    [`${who(args.by)} cancelled the ${what} on ${slotText(args.slot)}; the timeslot is free again.`],
    [{ label: "Open your scheduler", href: `${args.publicUrl}/scheduler` }],
    contactSender(args.by),
  );
}

/** To the requester: the request lapsed unanswered. */
export function expiredMail(args: {
  to: Recipient;
  other: Person;
  slot: SlotFacts;
  /** What ran out: the edition's expiry hours, or the slot's start or end. */
  lapse: { hours: number } | "slotBegan" | "slotEnded";
  publicUrl: string;
}): OutgoingMail {
  const { lapse } = args;
  const after =
    lapse === "slotBegan"
      ? " before the timeslot began"
      : lapse === "slotEnded"
        ? " before the timeslot ended"
        : ` within ${lapse.hours} hour${lapse.hours === 1 ? "" : "s"}`;
  return compose(
    "meeting_expired",
    args.to,
    `Your meeting request to ${args.other.name} has lapsed`,
    [
      `${who(args.other)} did not answer your meeting request for ${slotText(args.slot)}${after}, so it has lapsed and the timeslot is free again.`,
      "You are welcome to ask again, or to ask someone else.",
    ],
    [{ label: "Open your scheduler", href: `${args.publicUrl}/scheduler` }],
    contactSender(args.other),
  );
}

/** Before an accepted meeting, to those who want the reminder by mail too: when, where, with whom. */
export function meetingSoonMail(args: {
  to: Recipient;
  /** The others at the meeting. */
  others: Person[];
  slot: SlotFacts;
  /** "Table: 12", "Hotel Lobby". */
  place: string;
  meetingId: number;
  publicUrl: string;
}): OutgoingMail {
  const withWhom = args.others.map(who).join(" and ");
  return compose(
    "meeting_soon",
    args.to,
    `Your meeting with ${args.others.map((p) => p.name).join(" and ")} begins at ${args.slot.timeStart}`,
    [`Your meeting with ${withWhom} begins soon: ${slotText(args.slot)}.`, `Where: ${args.place}.`],
    [{ label: "Open your scheduler", href: answerLinks(args.publicUrl, args.meetingId).open }],
  );
}

/** To everyone at a meeting the organisers moved: where they meet now. */
export function tableMovedMail(args: {
  to: Recipient;
  /** The others at the meeting. */
  others: Person[];
  slot: SlotFacts;
  tableLabel: string;
  meetingId: number;
  publicUrl: string;
}): OutgoingMail {
  const withWhom = args.others.map(who).join(" and ");
  return compose(
    "meeting_moved",
    args.to,
    `Your meeting on ${slotText(args.slot)} has a new table`,
    [
      `The organisers have moved your meeting with ${withWhom} on ${slotText(args.slot)}.`,
      `Where: ${args.tableLabel}.`,
    ],
    [{ label: "Open your scheduler", href: answerLinks(args.publicUrl, args.meetingId).open }],
  );
}

export { organiserSender } from "../../../plugins/mail-bound.ts";

/** To each of two people the organisers booked a meeting for: with whom, when and where. */
export function bookedMail(args: {
  to: Recipient;
  other: Person;
  slot: SlotFacts;
  tableLabel: string;
  meetingId: number;
  publicUrl: string;
  sender: MailSender;
}): OutgoingMail {
  return compose(
    "meeting_booked",
    args.to,
    `The organisers booked a meeting for you with ${args.other.name}`,
    [
      `The organisers have booked a meeting for you with ${who(args.other)} on ${slotText(args.slot)}. It is confirmed: there is nothing to accept.`,
      `Where: ${args.tableLabel}.`,
      "If you cannot make it, you can cancel it in your scheduler.",
    ],
    [{ label: "Open your scheduler", href: answerLinks(args.publicUrl, args.meetingId).open }],
    args.sender,
  );
}

/**
 * To everyone at a meeting the organisers moved to another timeslot: when and where they meet now.
 * `because` "timeslots": a change of the meeting day's timeslots moved it (else an organiser did).
 */
export function rescheduledMail(args: {
  to: Recipient;
  /** The others at the meeting. */
  others: Person[];
  was: SlotFacts;
  slot: SlotFacts;
  /** "Table: 12", "Hotel Lobby"; null for a request still waiting for its answer. */
  tableLabel: string | null;
  meetingId: number;
  publicUrl: string;
  sender: MailSender;
  because?: "timeslots";
}): OutgoingMail {
  const withWhom = args.others.map(who).join(" and ");
  return compose(
    "meeting_rescheduled",
    args.to,
    `Your meeting with ${args.others.map((p) => p.name).join(" and ")} has a new time`,
    [
      args.because === "timeslots"
        ? `The organisers have changed the meeting day's timeslots: your meeting with ${withWhom}, planned for ${slotText(args.was)}, now takes place on ${slotText(args.slot)}.`
        : `The organisers have moved your meeting with ${withWhom} from ${slotText(args.was)} to ${slotText(args.slot)}.`,
      ...(args.tableLabel ? [`Where: ${args.tableLabel}.`] : []),
    ],
    [{ label: "Open your scheduler", href: answerLinks(args.publicUrl, args.meetingId).open }],
    args.sender,
  );
}

/**
 * To everyone at a meeting the organisers called off: when it was, and why (`reason`, an
 * organiser's words; null: its timeslot went in a change of the meeting day's timeslots).
 */
export function organiserCancelledMail(args: {
  to: Recipient;
  others: Person[];
  slot: SlotFacts;
  reason: string | null;
  publicUrl: string;
  sender: MailSender;
}): OutgoingMail {
  const withWhom = args.others.map(who).join(" and ");
  const open = [{ label: "Open your scheduler", href: `${args.publicUrl}/scheduler` }];
  if (args.reason === null)
    return compose(
      "meeting_cancelled",
      args.to,
      `Your meeting with ${args.others.map((p) => p.name).join(" and ")} is cancelled`,
      [
        `The organisers have changed the meeting day's timeslots: your meeting with ${withWhom} on ${slotText(args.slot)} no longer takes place, and we are sorry for it.`,
        "You are welcome to ask for another meeting in a free timeslot.",
      ],
      open,
      args.sender,
    );
  return compose(
    "meeting_cancelled_by_organisers",
    args.to,
    `The organisers cancelled your meeting on ${slotText(args.slot)}`,
    [
      `The organisers have cancelled your meeting with ${withWhom} on ${slotText(args.slot)}; the timeslot is free again.`,
      `Their reason:\n${args.reason}`,
    ],
    open,
    args.sender,
  );
}

/** One meeting of the organisers' automatic schedule, as the mail lists it. */
export interface ScheduledLine {
  other: Person;
  slot: SlotFacts;
  /** "Table: 12"; null for a request. */
  place: string | null;
  meetingId: number;
  /** True when the recipient is asked (a request to answer). */
  asks: boolean;
}

/**
 * To each person the organisers' automatic schedule gave meetings: all of them in one mail, in
 * time order, as booked meetings or as requests (to answer, or waiting for the other's answer).
 */
export function scheduledMail(args: {
  to: Recipient;
  lines: ScheduledLine[];
  as: "accepted" | "requests";
  publicUrl: string;
  sender: MailSender;
}): OutgoingMail {
  const lines = [...args.lines].sort((a, b) =>
    `${a.slot.date} ${a.slot.timeStart}`.localeCompare(`${b.slot.date} ${b.slot.timeStart}`),
  );
  const n = lines.length;
  const list = lines
    .map((l) => {
      const what =
        args.as === "accepted"
          ? (l.place ?? "")
          : l.asks
            ? "asks to meet you: please answer"
            : "waits for their answer";
      return `- ${slotText(l.slot)}: ${who(l.other)}${what ? `, ${what}` : ""}`;
    })
    .join("\n");
  return compose(
    "meetings_scheduled",
    args.to,
    args.as === "accepted"
      ? `The organisers scheduled ${n} meeting${n === 1 ? "" : "s"} for you`
      : `The organisers proposed ${n} meeting${n === 1 ? "" : "s"} for you`,
    [
      args.as === "accepted"
        ? `From the wishes of the attendees, the organisers have scheduled ${n === 1 ? "this meeting" : "these meetings"} for you. ${n === 1 ? "It is" : "They are"} confirmed: there is nothing to accept.`
        : `From the wishes of the attendees, the organisers have proposed ${n === 1 ? "this meeting" : "these meetings"} for you as meeting requests.`,
      list,
      "If you cannot make one, you can cancel or decline it in your scheduler.",
    ],
    [{ label: "Open your scheduler", href: `${args.publicUrl}/scheduler` }],
    args.sender,
  );
}
