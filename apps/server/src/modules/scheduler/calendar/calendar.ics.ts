/**
 * iCalendar (RFC 5545) text for meetings: escaping, line folding, local times with a VTIMEZONE
 * built from the runtime's own time zone data (Intl), so the file needs no zone database of its
 * own and follows the tz data Node.js ships.
 */

export const CALENDAR_PRODID = "-//European Broker Meeting//Scheduler//EN";

/** One meeting as a calendar event. */
export interface CalendarEvent {
  uid: string;
  sequence: number;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  startsAtUtc: Date;
  endsAtUtc: Date;
  /** IANA zone the start and end are written in (the edition's). */
  timezone: string;
  createdAt: Date;
  lastModified: Date;
  summary: string;
  location: string;
  description: string;
  url: string;
}

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

/**
 * A TEXT value: backslash, semicolon, comma and line breaks escaped; control characters other
 * than tab, which the format does not allow, left out.
 */
export function escapeText(value: string): string {
  let clean = "";
  for (const char of value.replace(/\r\n?/g, "\n")) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\n" || char === "\t" || (code >= 0x20 && code !== 0x7f)) clean += char;
  }
  return clean.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
}

/** A content line folded at 75 octets, never inside a UTF-8 sequence; continuations start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** YYYYMMDDTHHMMSS of the UTC fields of `date`. */
const basicDateTime = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(
    date.getUTCHours(),
  )}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;

/** A UTC DATE-TIME value (DTSTAMP, CREATED, LAST-MODIFIED). */
export const utcDateTime = (date: Date) => `${basicDateTime(date)}Z`;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in minutes. */
export function offsetMinutes(timeZone: string, instant: Date): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /^GMT(?:([+-])(\d{1,2}):?(\d{2})?)?$/.exec(name);
  if (!match) throw new Error(`unreadable offset "${name}" of ${timeZone}`);
  const minutes = Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The wall-clock time of `instant` in `timeZone`, as a local DATE-TIME value. */
export const localDateTime = (instant: Date, timeZone: string) =>
  basicDateTime(new Date(instant.getTime() + offsetMinutes(timeZone, instant) * 60_000));

interface Transition {
  /** The first instant of the new offset. */
  at: Date;
  from: number;
  to: number;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The zone's offset changes during a calendar year (UTC), to the minute. */
function transitionsIn(timeZone: string, year: number): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let before = Date.UTC(year, 0, 1);
  let beforeOffset = offsetMinutes(timeZone, new Date(before));
  while (before < end) {
    const after = Math.min(before + DAY_MS, end);
    const afterOffset = offsetMinutes(timeZone, new Date(after));
    if (afterOffset !== beforeOffset) {
      // The change lies in (lo, hi]: halve down to the minute.
      let lo = before;
      let hi = after;
      while (hi - lo > MINUTE_MS) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetMinutes(timeZone, new Date(mid)) === beforeOffset) lo = mid;
        else hi = mid;
      }
      found.push({ at: new Date(hi), from: beforeOffset, to: afterOffset });
    }
    before = after;
    beforeOffset = afterOffset;
  }
  return found;
}

const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;

/** The local wall time of a transition, in the offset it leaves (how VTIMEZONE writes an onset). */
const onset = (t: Transition) => new Date(t.at.getTime() + t.from * MINUTE_MS);

/** A yearly rule "the nth (or last, -1) weekday of the month", as BYDAY writes it. */
interface YearlyRule {
  month: number;
  nth: number;
  weekday: number;
}

/** The local onset a rule gives in `year`, at the wall time of `template`. */
function ruleOnset(rule: YearlyRule, year: number, template: Date): Date {
  const time = template.getTime() % DAY_MS;
  if (rule.nth > 0) {
    const first = new Date(Date.UTC(year, rule.month, 1));
    const day = 1 + ((rule.weekday - first.getUTCDay() + 7) % 7) + (rule.nth - 1) * 7;
    return new Date(Date.UTC(year, rule.month, day) + time);
  }
  const last = new Date(Date.UTC(year, rule.month + 1, 0));
  const day = last.getUTCDate() - ((last.getUTCDay() - rule.weekday + 7) % 7);
  return new Date(Date.UTC(year, rule.month, day) + time);
}

/** Rules that could describe a transition: "last weekday of the month" first, then "nth weekday". */
function candidateRules(t: Transition): YearlyRule[] {
  const local = onset(t);
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const weekday = local.getUTCDay();
  const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const rules: YearlyRule[] = [];
  if (day + 7 > daysInMonth) rules.push({ month, nth: -1, weekday });
  rules.push({ month, nth: Math.ceil(day / 7), weekday });
  return rules;
}

/** An observance: STANDARD for the zone's lowest offset of the period, DAYLIGHT for any other. */
function observance(t: Transition, standardOffset: number, dtstart: Date, rrule?: YearlyRule): string[] {
  const kind = t.to === standardOffset ? "STANDARD" : "DAYLIGHT";
  const offset = (minutes: number) =>
    `${minutes < 0 ? "-" : "+"}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
  return [
    `BEGIN:${kind}`,
    `DTSTART:${basicDateTime(dtstart)}`,
    ...(rrule
      ? [`RRULE:FREQ=YEARLY;BYMONTH=${rrule.month + 1};BYDAY=${rrule.nth}${WEEKDAYS[rrule.weekday]}`]
      : []),
    `TZOFFSETFROM:${offset(t.from)}`,
    `TZOFFSETTO:${offset(t.to)}`,
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE of `timeZone` for events in `year`. Yearly rules when the year's changes follow
 * one ("last Sunday of March") in the years around it too, from the year before on; otherwise each
 * change of those three years on its own. A zone without changes gets one STANDARD observance.
 */
export function vtimezone(timeZone: string, year: number): string[] {
  const years = [year - 1, year, year + 1];
  const changes = years.map((y) => transitionsIn(timeZone, y));
  const all = changes.flat();
  const body: string[] = [];
  if (all.length === 0) {
    const offset = offsetMinutes(timeZone, new Date(Date.UTC(year, 6, 1)));
    body.push(...observance({ at: new Date(0), from: offset, to: offset }, offset, new Date(0)));
  } else {
    const standardOffset = Math.min(...all.map((t) => t.to));
    const [before = [], during = [], after = []] = changes;
    const ruled = during.map((t) => {
      const sameChange = (other: Transition) => other.from === t.from && other.to === t.to;
      const previous = before.find(sameChange);
      const next = after.find(sameChange);
      const rule = candidateRules(t).find(
        (r) =>
          previous &&
          next &&
          ruleOnset(r, year - 1, onset(t)).getTime() === onset(previous).getTime() &&
          ruleOnset(r, year + 1, onset(t)).getTime() === onset(next).getTime(),
      );
      return rule && previous ? { t, rule, from: onset(previous) } : undefined;
    });
    const regular = before.length === during.length && after.length === during.length && ruled.every(Boolean);
    if (regular)
      for (const entry of ruled)
        if (entry) body.push(...observance(entry.t, standardOffset, entry.from, entry.rule));
    if (!regular) for (const t of all) body.push(...observance(t, standardOffset, onset(t)));
  }
  return ["BEGIN:VTIMEZONE", `TZID:${timeZone}`, ...body, "END:VTIMEZONE"];
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  const tzid = `TZID=${event.timezone}`;
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(now)}`,
    `CREATED:${utcDateTime(event.createdAt)}`,
    `LAST-MODIFIED:${utcDateTime(event.lastModified)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;${tzid}:${localDateTime(event.startsAtUtc, event.timezone)}`,
    `DTEND;${tzid}:${localDateTime(event.endsAtUtc, event.timezone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    `TRANSP:${event.status === "CANCELLED" ? "TRANSPARENT" : "OPAQUE"}`,
    "END:VEVENT",
  ];
}

/**
 * A whole VCALENDAR: one VTIMEZONE per zone the events use, then the events, with CRLF line ends
 * and folded lines. A named calendar (a subscribed feed) says how often to look for changes.
 * @example reply.type("text/calendar; charset=utf-8").send(calendarText({ events, now: new Date() }));
 */
export function calendarText(opts: { events: CalendarEvent[]; now: Date; name?: string }): string {
  const firstYear = new Map<string, number>();
  for (const event of opts.events) {
    const year = event.startsAtUtc.getUTCFullYear();
    firstYear.set(event.timezone, Math.min(firstYear.get(event.timezone) ?? year, year));
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${CALENDAR_PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(opts.name
      ? [
          `NAME:${escapeText(opts.name)}`,
          `X-WR-CALNAME:${escapeText(opts.name)}`,
          "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
          "X-PUBLISHED-TTL:PT1H",
        ]
      : []),
    ...[...firstYear].flatMap(([timeZone, year]) => vtimezone(timeZone, year)),
    ...opts.events.flatMap((event) => eventLines(event, opts.now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join(CRLF)}${CRLF}`;
}
