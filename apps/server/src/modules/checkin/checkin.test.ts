import { CHECKIN_MESSAGES, LEADS_MESSAGES } from "@ebm/shared/messages";
import {
  badgePageResponseSchema,
  badgeResponseSchema,
  checkinResponseSchema,
} from "@ebm/shared/schemas/checkin";
import { meetingsResponseSchema } from "@ebm/shared/schemas/scheduler";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editionContacts } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";
import {
  act,
  call,
  makeCompany,
  type Person,
  requestMeeting,
  SLOT,
  THURSDAY_NOON,
} from "../scheduler/scheduler.test-kit.ts";
import { badgeCodes } from "./badge-code.ts";

const SECRET = "checkin-test-secret-of-at-least-32-characters";

let t: TestApp;
let organiser: Pick<Person, "headers"> & { id: number };
beforeAll(async () => {
  t = await createTestApp({ EVENT_TIME: THURSDAY_NOON, APP_SECRET: SECRET });
  const { user, headers } = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
  organiser = { id: user.id, headers };
});
afterAll(() => t.close());

/** The person's own badge code, as GET /api/checkin/badge gives it. */
async function codeOf(person: Person): Promise<string> {
  const { status, body } = await call(t.app, person, "GET", "/api/checkin/badge");
  expect(status).toBe(200);
  return badgeResponseSchema.parse(body).code;
}

async function checkInRow(contactId: number) {
  const { edition } = await t.app.services.settings.current();
  return first(
    await t.app.db
      .select()
      .from(editionContacts)
      .where(and(eq(editionContacts.contactId, contactId), eq(editionContacts.editionId, edition.id))),
  );
}

describe("GET /api/checkin/badge", () => {
  it("gives the signed-in attendee's signed code and the check-in address of its QR", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const { status, body } = await call(t.app, alice, "GET", "/api/checkin/badge");
    expect(status).toBe(200);
    const badge = badgeResponseSchema.parse(body);
    expect(badge.code).toMatch(new RegExp(`^${alice.id}\\.[A-Za-z0-9_-]{16}$`));
    expect(badge.url).toBe(`http://localhost:3000/checkin?id=${badge.code}`);
    expect(badge.checkedInAt).toBeNull();
  });

  it("is refused to a user who does not attend the edition, and without a session", async () => {
    const [outsider] = (await makeCompany(t.app, { attending: false })) as [Person];
    expect(await call(t.app, outsider, "GET", "/api/checkin/badge")).toMatchObject({
      status: 403,
      body: { message: CHECKIN_MESSAGES.noBadge },
    });
    expect((await call(t.app, undefined, "GET", "/api/checkin/badge")).status).toBe(401);
  });
});

describe("GET /api/checkin/{code}", () => {
  it("shows anybody the badge page, without the check-in time; organiser staff also see that", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const [bob] = (await makeCompany(t.app)) as [Person];
    const code = await codeOf(alice);
    for (const viewer of [undefined, bob, alice]) {
      const { status, body } = await call(t.app, viewer, "GET", `/api/checkin/${code}`);
      expect(status).toBe(200);
      const page = badgePageResponseSchema.parse(body);
      expect(page).toMatchObject({
        contactId: alice.id,
        companyId: alice.companyId,
        name: alice.name,
        profilePic: "",
        mayCheckIn: false,
      });
      expect(page.companyName).toMatch(/^Scheduler Test/);
      expect("checkedInAt" in page).toBe(false);
    }
    const staff = await call(t.app, organiser, "GET", `/api/checkin/${code}`);
    expect(staff).toMatchObject({
      status: 200,
      body: { name: alice.name, checkedInAt: null, mayCheckIn: true },
    });
  });

  it("answers the same 404 for a bare contact id, a forged code, a non-attendee's code and junk", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const code = await codeOf(alice);
    const mac = code.split(".")[1] ?? "";
    const { edition } = await t.app.services.settings.current();
    // A code made with the app's own key for someone who does not attend is still nobody's badge.
    const [outsider] = (await makeCompany(t.app, { attending: false })) as [Person];
    const outsiderCode = badgeCodes({ secret: SECRET }).sign(edition.edition, outsider.id);
    // The same key signs the attendee's code the app gave out: the test holds the app's secret.
    expect(badgeCodes({ secret: SECRET }).sign(edition.edition, alice.id)).toBe(code);
    const wrong = [
      String(alice.id),
      `${alice.id + 1}.${mac}`,
      `${alice.id}.${"A".repeat(16)}`,
      "x",
      outsiderCode,
    ];
    for (const viewer of [undefined, organiser]) {
      for (const bad of wrong) {
        const res = await call(t.app, viewer, "GET", `/api/checkin/${encodeURIComponent(bad)}`);
        expect(res, bad).toMatchObject({ status: 404, body: { message: LEADS_MESSAGES.badgeNotFound } });
      }
    }
  });
});

describe("POST /api/checkin/{code}", () => {
  it("checks the person in once: the second call says they already were, and when", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const code = await codeOf(alice);
    const first = await call(t.app, organiser, "POST", `/api/checkin/${code}`);
    expect(first.status).toBe(200);
    const checkedIn = checkinResponseSchema.parse(first.body);
    expect(checkedIn).toMatchObject({
      name: alice.name,
      checkedInAt: expect.any(String),
      alreadyCheckedIn: false,
    });
    // The attendee's own badge says so too (their phone then shows the next meeting first).
    const own = badgeResponseSchema.parse((await call(t.app, alice, "GET", "/api/checkin/badge")).body);
    expect(own.checkedInAt).toBe(checkedIn.checkedInAt);
    const row = await checkInRow(alice.id);
    expect(row.checkedInBy).toBe(organiser.id);
    expect(row.checkedInAt?.toISOString()).toBe(first.body.checkedInAt);
    expect(Math.abs(Date.parse(first.body.checkedInAt) - Date.parse(THURSDAY_NOON))).toBeLessThan(60_000);

    const again = await call(t.app, organiser, "POST", `/api/checkin/${code}`);
    expect(again).toMatchObject({
      status: 200,
      body: { alreadyCheckedIn: true, checkedInAt: first.body.checkedInAt, name: alice.name },
    });
    const page = await call(t.app, organiser, "GET", `/api/checkin/${code}`);
    expect(page.body.checkedInAt).toBe(first.body.checkedInAt);
  });

  it("checks in once when two desks scan the same badge at the same moment", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const code = await codeOf(alice);
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(t.app, organiser, "POST", `/api/checkin/${code}`)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.alreadyCheckedIn === false)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.checkedInAt)).size).toBe(1);
  });

  it("is refused to an attendee (403) and a visitor (401), and changes nothing", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const [bob] = (await makeCompany(t.app)) as [Person];
    const code = await codeOf(alice);
    expect((await call(t.app, bob, "POST", `/api/checkin/${code}`)).status).toBe(403);
    expect((await call(t.app, alice, "POST", `/api/checkin/${code}`)).status).toBe(403);
    expect((await call(t.app, undefined, "POST", `/api/checkin/${code}`)).status).toBe(401);
    expect((await checkInRow(alice.id)).checkedInAt).toBeNull();
  });

  it("refuses a bare id or a forged code with the same 404", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const code = await codeOf(alice);
    for (const bad of [String(alice.id), `${code.slice(0, -1)}${code.endsWith("A") ? "B" : "A"}`]) {
      expect(await call(t.app, organiser, "POST", `/api/checkin/${bad}`)).toMatchObject({
        status: 404,
        body: { message: LEADS_MESSAGES.badgeNotFound },
      });
    }
    expect((await checkInRow(alice.id)).checkedInAt).toBeNull();
  });

  it("shows as the checked-in flag on the other side's meeting card", async () => {
    const [alice] = (await makeCompany(t.app)) as [Person];
    const [bob] = (await makeCompany(t.app)) as [Person];
    const request = await requestMeeting(t.app, bob, alice, SLOT.later);
    expect(request.status).toBe(200);
    expect((await act(t.app, alice, request.body.payload.meetingId, "accept")).status).toBe(200);
    const flag = async () => {
      const meets = meetingsResponseSchema.parse(
        (await call(t.app, bob, "GET", "/api/scheduler/meetings")).body,
      );
      return meets.meets.find((m) => m.timeslotId === SLOT.later)?.contact.isCheckedIn;
    };
    expect(await flag()).toBe(false);
    await call(t.app, organiser, "POST", `/api/checkin/${await codeOf(alice)}`);
    expect(await flag()).toBe(true);
  });
});
