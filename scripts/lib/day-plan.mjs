// The timeline of the show-floor day (scripts/bench-day.mjs), compressed into `dayMs`: what every
// simulated person does and when, and which stored events each call must bring to the other side.
import { randomUUID } from "node:crypto";
import { spread } from "./day-crowd.mjs";
import { until } from "./wait.mjs";

export const DAY = {
  requests: 2000,
  messages: 5000,
  scans: 3000,
  offlineScanners: 60,
  offlineEach: 10,
  dinner: 600,
  desks: 4,
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const pickOne = (list) => list[Math.floor(Math.random() * list.length)];
/** Owners and sales managers, roughly (the server applies the dinner's real rule). */
const mayDine = (fn) => /owner|founder|ceo|managing|president|general manager|sales/i.test(fn);
const SEARCHES = ["dell", "hp", "server", "memory", "laptop", "cisco", "refurb"];

/**
 * The stored events the day's calls must bring, each to one person: its key is seen once the
 * event arrives, and its delivery time (from the call's start) is kept per kind.
 */
class Expectations {
  entries = new Map();
  delivery = { "new-message": [], "meeting requested": [], "meeting answered": [] };

  expect(key, kind, started) {
    this.#merge(key, { kind, started });
  }

  arrive(key, at) {
    if (this.entries.get(key)?.arrived === undefined) this.#merge(key, { arrived: at });
  }

  #merge(key, part) {
    const entry = { ...this.entries.get(key), ...part };
    this.entries.set(key, entry);
    if (entry.kind && entry.started !== undefined && entry.arrived !== undefined && !entry.counted) {
      entry.counted = true;
      this.delivery[entry.kind].push(entry.arrived - entry.started);
    }
  }

  /** Calls whose event has not arrived (yet). */
  missing() {
    return [...this.entries.values()].filter((e) => e.kind && e.arrived === undefined).length;
  }

  /** Events no call of the day asked for (each key is one person's one event). */
  get expectedCount() {
    return [...this.entries.values()].filter((e) => e.kind).length;
  }
}

/**
 * Runs the day. `people` are connected Persons (with `listed`, `function`, `companyId`), `desks`
 * the desk staff; `kill()` takes an instance down in the middle and resolves once its people are
 * on another. Resolves with the expectations and what the kill showed.
 */
export async function runDay({ people, desks, dayMs, eventNow, kill, log }) {
  const expectations = new Expectations();
  const listed = people.filter((p) => p.profile.listed);
  const byId = new Map(people.map((p) => [p.id, p]));
  const partners = new Map();
  const other = (person) => {
    for (;;) {
      const candidate = pickOne(listed);
      if (candidate.companyId !== person.companyId) return candidate;
    }
  };
  const { timeslots } = (await people[0].call("scheduler: timeslots", "GET", "/api/scheduler/timeslots"))
    .body;
  const slotIds = timeslots.filter((slot) => !slot.keynote).map((slot) => slot.id);
  if (slotIds.length === 0) throw new Error("no timeslots to request meetings in");

  // The recipient of a request accepts (7 in 10) or declines a few seconds after its event.
  for (const person of people)
    person.onEvent((event, at) => {
      if (event.type === "new-message")
        expectations.arrive(`message:${event.message.clientId}:${person.id}`, at);
      if (event.type !== "meeting-changed") return;
      expectations.arrive(`meeting:${event.meetingId}:${event.change}:${person.id}`, at);
      if (event.change !== "requested" || event.byId === person.id || event.byId === null) return;
      setTimeout(
        async () => {
          const accept = Math.random() < 0.7;
          const started = performance.now();
          const res = await person.call(
            "meeting answer",
            "POST",
            `/api/scheduler/meetings/${event.meetingId}/action/${accept ? "accept" : "decline"}`,
            {},
          );
          if (res.status === 200)
            expectations.expect(
              `meeting:${event.meetingId}:${accept ? "accepted" : "declined"}:${event.byId}`,
              "meeting answered",
              started,
            );
        },
        1000 + Math.random() * 9000,
      );
    });

  const began = performance.now();
  const at = (fraction) => sleep(began + fraction * dayMs - performance.now());
  const phases = [];
  const badges = new Map();

  // 08:30: check-in at four desks, each person showing the badge on their phone.
  phases.push(
    ...desks.map(async (desk, d) => {
      const queue = people.filter((_, i) => i % desks.length === d);
      const pace = (0.18 * dayMs) / queue.length;
      for (const person of queue) {
        const next = performance.now() + pace;
        const badge = await person.call("badge on the phone", "GET", "/api/checkin/badge");
        if (badge.status === 200) {
          badges.set(person.id, badge.body.code);
          await desk.call("check-in at a desk", "POST", "/api/organiser/checkin/scan", {
            code: badge.body.code,
          });
        }
        await sleep(next - performance.now());
      }
    }),
  );

  // All day: phones come back to the home page and the directory now and then; the liveness
  // answer is the floor every other call is measured against.
  phases.push(
    spread(Math.round(dayMs / 100), 0.95 * dayMs, async (i) => {
      const person = pickOne(people);
      if (i % 3 === 0)
        await person.call("directory search", "POST", "/api/misc/attendees", { search: pickOne(SEARCHES) });
      else if (i % 3 === 1) await person.call("home: next meeting", "POST", "/api/scheduler/nextMeeting", {});
      else await person.call("baseline: liveness", "GET", "/api/health/live");
    }),
  );

  // 10:00: the rush, everyone opens the scheduler within seconds of each other.
  await at(0.2);
  log("the 10:00 rush");
  phases.push(
    spread(people.length, 0.06 * dayMs, async (i) => {
      await people[i].call("scheduler: timeslots", "GET", "/api/scheduler/timeslots");
      await people[i].call("scheduler: meetings", "GET", "/api/scheduler/meetings");
    }),
  );

  phases.push(
    spread(DAY.requests, 0.6 * dayMs, async () => {
      const from = pickOne(people);
      const to = other(from);
      const started = performance.now();
      const res = await from.call("meeting request", "POST", "/api/scheduler/meetings", {
        toId: to.id,
        timeslotId: pickOne(slotIds),
        message: "Shall we talk about the graded stock?",
      });
      if (res.status === 200)
        expectations.expect(
          `meeting:${res.body.payload.meetingId}:requested:${to.id}`,
          "meeting requested",
          started,
        );
    }),
  );

  // Chat: most messages go on in a conversation the sender has, the rest start one.
  phases.push(
    spread(DAY.messages, 0.7 * dayMs, async () => {
      const from = pickOne(people);
      const mine = partners.get(from.id) ?? new Map();
      partners.set(from.id, mine);
      const to = mine.size > 0 && Math.random() < 0.7 ? byId.get(pickOne([...mine.keys()])) : other(from);
      let conversationId = mine.get(to.id);
      if (conversationId === undefined) {
        const res = await from.call("chat: open conversation", "POST", "/api/messages/conversation", {
          contactId: to.id,
        });
        if (res.status !== 200) return;
        conversationId = res.body.conversationId;
        mine.set(to.id, conversationId);
        const theirs = partners.get(to.id) ?? new Map();
        partners.set(to.id, theirs.set(from.id, conversationId));
      }
      const clientId = randomUUID();
      const started = performance.now();
      const res = await from.call("chat message", "POST", "/api/messages", {
        conversationId,
        message: "Have you got 200 units in grade A?",
        clientId,
      });
      if (res.status === 201) expectations.expect(`message:${clientId}:${to.id}`, "new-message", started);
    }),
  );

  // Lead scans on the floor; scanners in a hall without network keep theirs and send them together.
  await at(0.25);
  phases.push(
    spread(DAY.scans - DAY.offlineScanners * DAY.offlineEach, 0.6 * dayMs, async () => {
      const scanner = pickOne(people);
      const code = badges.get(other(scanner).id);
      if (!code) return;
      await scanner.call("lead: scanned badge", "GET", `/api/companies/fetchScannedContact/${code}`);
      await scanner.call("lead: save", "POST", "/api/companies/saveLead", {
        contactId: code,
        rating: "hot",
        notes: "Wants 50 ThinkPads",
        clientId: randomUUID(),
      });
    }),
    ...Array.from({ length: DAY.offlineScanners }, async () => {
      const scanner = pickOne(people);
      const kept = [];
      for (let i = 0; i < DAY.offlineEach; i++) {
        await sleep(Math.random() * 0.02 * dayMs);
        const code = badges.get(other(scanner).id);
        if (code) kept.push({ contactId: code, scannedAt: eventNow().toISOString(), clientId: randomUUID() });
      }
      await sleep(0.05 * dayMs + Math.random() * 0.3 * dayMs);
      const send = (body) => scanner.call("lead: offline burst", "POST", "/api/companies/saveLead", body);
      await Promise.all(kept.map(send));
      // A phone unsure whether its burst arrived sends some again: answered, nothing added.
      await Promise.all(kept.slice(0, 2).map(send));
    }),
  );

  await at(0.45);
  log("the Captain's Dinner sign-up opens");
  const diners = people.filter((p) => mayDine(p.profile.function ?? ""));
  phases.push(
    spread(DAY.dinner, 0.03 * dayMs, async (i) => {
      const person = diners[i % diners.length];
      await person.call("dinner sign-up", "POST", "/api/misc/regCaptLunch", {
        contactId: person.id,
        dayNumber: 1,
      });
    }),
  );

  await at(0.55);
  const killed = await kill();

  await Promise.all(phases);
  log("the day is over: waiting for the last events");
  await until("the last events", async () => (expectations.missing() === 0 ? true : undefined), 20_000).catch(
    () => {},
  );
  return { expectations, killed };
}
