import type { DbExecutor } from "../client.ts";
import { conversationMembers, conversations, leads, messages } from "../schema/index.ts";
import { DEMO_IDS } from "./accounts.ts";
import type { SeededAttendee } from "./companies.ts";
import { addMinutes, insertChunks, utc } from "./util.ts";

interface ChatScript {
  a: number;
  b: number;
  startsAt: string;
  /** Lines in order; `fromA` tells whether `a` sends. */
  lines: readonly { fromA: boolean; text: string }[];
}

/** Conversations of the demo: Anna with three partners (one with unread messages), Lars with one. */
function scripts(partners: readonly SeededAttendee[]): ChatScript[] {
  const partner = (index: number): number =>
    partners[index % Math.max(partners.length, 1)]?.id ?? DEMO_IDS.lars;
  return [
    {
      a: DEMO_IDS.anna,
      b: partner(0),
      startsAt: "2025-10-20T09:12:00Z",
      lines: [
        {
          fromA: true,
          text: "Hi! Thanks for accepting the meeting. Could you send your current server list?",
        },
        { fromA: false, text: "Of course, I will mail it today. Mostly Dell R740 and HPE DL380 Gen10." },
        { fromA: true, text: "Perfect, those are exactly what our customers ask for." },
        { fromA: false, text: "List is in your inbox. See you at table 12 on Thursday!" },
        { fromA: false, text: "PS: we also have 40 NetApp shelves if you are interested." },
      ],
    },
    {
      a: DEMO_IDS.anna,
      b: partner(5),
      startsAt: "2025-10-22T14:03:00Z",
      lines: [
        {
          fromA: true,
          text: "Hello, I sent you a meeting request for Thursday 12:00. Does that work for you?",
        },
      ],
    },
    {
      a: DEMO_IDS.anna,
      b: partner(2),
      startsAt: "2025-10-15T08:40:00Z",
      lines: [
        { fromA: false, text: "Good morning Anna, are you still looking for DDR4 server memory?" },
        { fromA: true, text: "Yes, 32 GB and 64 GB modules. How many do you have?" },
        { fromA: false, text: "About 1,200 pieces. Let us go through the details in Dublin." },
      ],
    },
    {
      a: DEMO_IDS.lars,
      b: partner(4),
      startsAt: "2025-10-25T16:20:00Z",
      lines: [
        { fromA: false, text: "Hi Lars, we can ship the toner lot from Rotterdam next week." },
        { fromA: true, text: "Great. Can you include the pallet count in the offer?" },
        { fromA: false, text: "Sure: 14 pallets. Offer follows tomorrow." },
      ],
    },
  ];
}

/** Messages from the other side that the demo user has not read yet, per conversation index. */
const UNREAD_FOR_A = [2, 0, 0, 1];
/** Messages from the demo user that the partner has not read yet. */
const UNREAD_FOR_B = [0, 1, 0, 0];

export async function seedChats(db: DbExecutor, partners: readonly SeededAttendee[]): Promise<void> {
  const conversationRows: (typeof conversations.$inferInsert)[] = [];
  const memberRows: (typeof conversationMembers.$inferInsert)[] = [];
  const messageRows: (typeof messages.$inferInsert)[] = [];
  scripts(partners).forEach((script, index) => {
    if (script.a === script.b) return;
    const id = index + 1;
    const start = utc(script.startsAt);
    const unreadA = UNREAD_FOR_A[index] ?? 0;
    const unreadB = UNREAD_FOR_B[index] ?? 0;
    const sentAt = script.lines.map((_, line) => addMinutes(start, line * 47));
    const lastAt = sentAt[sentAt.length - 1] ?? start;
    // Unread lines are the last ones each side received.
    const unreadLines = new Set<number>();
    for (const [fromA, count] of [
      [false, unreadA],
      [true, unreadB],
    ] as const) {
      const received = script.lines.flatMap((line, lineIndex) => (line.fromA === fromA ? [lineIndex] : []));
      for (const lineIndex of received.slice(received.length - count)) unreadLines.add(lineIndex);
    }
    conversationRows.push({
      id,
      contactLowId: Math.min(script.a, script.b),
      contactHighId: Math.max(script.a, script.b),
      createdAt: start,
      lastMessageAt: lastAt,
    });
    script.lines.forEach((line, lineIndex) => {
      const at = sentAt[lineIndex] ?? start;
      messageRows.push({
        id: messageRows.length + 1,
        conversationId: id,
        senderId: line.fromA ? script.a : script.b,
        content: line.text,
        createdAt: at,
        readAt: unreadLines.has(lineIndex) ? null : addMinutes(at, 5),
      });
    });
    const firstWrote = (fromA: boolean) => {
      const line = script.lines.findIndex((l) => l.fromA === fromA);
      return line < 0 ? null : (sentAt[line] ?? start);
    };
    memberRows.push(
      {
        conversationId: id,
        contactId: script.a,
        unreadCount: unreadA,
        lastReadAt: unreadA ? start : addMinutes(lastAt, 5),
        wroteAt: firstWrote(true),
      },
      {
        conversationId: id,
        contactId: script.b,
        unreadCount: unreadB,
        lastReadAt: unreadB ? start : addMinutes(lastAt, 5),
        wroteAt: firstWrote(false),
      },
    );
  });
  await insertChunks(db, conversations, conversationRows);
  await insertChunks(db, conversationMembers, memberRows);
  await insertChunks(db, messages, messageRows);
}

const LEAD_NOTES = [
  "Met at table 12. Interested in HPE servers; send list.",
  "Buys laptops in bulk, grade A and B.",
  "Sells networking gear from Hong Kong; check references.",
  "",
  "Follow up in January about the leasing returns.",
  "Wants a quote for 500 SSDs.",
];

const LEAD_RATINGS = ["hot", "warm", null, "cold", "hot", "warm", null] as const;

/**
 * Badge scans: five leads for Anna and two for Lars, scanned on the first meeting day, most of
 * them rated; the third was queued offline and reached the server later than it was scanned.
 */
export async function seedLeads(db: DbExecutor, partners: readonly SeededAttendee[]): Promise<void> {
  const scanned = utc("2025-11-06T10:35:00Z");
  const rows: (typeof leads.$inferInsert)[] = [];
  const add = (ownerId: number, partner: SeededAttendee | undefined): void => {
    if (!partner || rows.some((row) => row.ownerId === ownerId && row.contactId === partner.id)) return;
    const scannedAt = addMinutes(scanned, rows.length * 53);
    rows.push({
      id: rows.length + 1,
      ownerId,
      contactId: partner.id,
      notes: LEAD_NOTES[rows.length % LEAD_NOTES.length] ?? "",
      rating: LEAD_RATINGS[rows.length % LEAD_RATINGS.length] ?? null,
      scannedAt,
      createdAt: rows.length === 2 ? addMinutes(scannedAt, 40) : scannedAt,
    });
  };
  for (const index of [0, 1, 3, 2, 11]) add(DEMO_IDS.anna, partners[index]);
  for (const index of [9, 4]) add(DEMO_IDS.lars, partners[index]);
  await insertChunks(db, leads, rows);
}
