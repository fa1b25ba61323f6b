import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { invoiceFor } from "@ebm/shared/pricing";
import { verify } from "@node-rs/argon2";
import { and, asc, countDistinct, eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "../client.ts";
import {
  categories,
  companies,
  contacts,
  countries,
  editionContacts,
  editions,
  meetingParticipants,
  meetings,
  payments,
  pictures,
  programDays,
  programItems,
  registrationAttendees,
  registrations,
  sponsors,
  timeslots,
} from "../schema/index.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isSeeded, seedDemoData } from "./index.ts";

const tempDirs: string[] = [];

async function seeded(size: "small" | "full"): Promise<{ handle: DbHandle; uploadsDir: string }> {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "ebm-seed-"));
  tempDirs.push(uploadsDir);
  const handle = await openDatabase({ dataDir: ":memory:" });
  await seedDemoData(handle.db, { uploadsDir, size });
  return { handle, uploadsDir };
}

async function count(handle: DbHandle, table: Parameters<DbHandle["db"]["$count"]>[0]): Promise<number> {
  return handle.db.$count(table);
}

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe("small demo data", () => {
  let small: { handle: DbHandle; uploadsDir: string };
  beforeAll(async () => {
    small = await seeded("small");
  });
  afterAll(async () => {
    await small.handle.close();
  });

  it("reports itself as seeded", async () => {
    expect(await isSeeded(small.handle.db)).toBe(true);
  });

  it("holds about 30 companies and 80 contacts, with the fixed reference data", async () => {
    // 30 companies, the second marketplace member and Erik's company, then 5 that registered
    // without attending yet.
    expect(await count(small.handle, companies)).toBe(37);
    expect(await count(small.handle, contacts)).toBeGreaterThanOrEqual(60);
    expect(await count(small.handle, contacts)).toBeLessThanOrEqual(120);
    expect(await count(small.handle, countries)).toBeGreaterThanOrEqual(45);
    const categoryRows = await small.handle.db.select().from(categories).orderBy(asc(categories.id));
    expect(categoryRows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await count(small.handle, timeslots)).toBe(16 + 14);
    expect(await count(small.handle, sponsors)).toBe(8);
  });

  it("makes 2025 Dublin the only current edition", async () => {
    const rows = await small.handle.db.select().from(editions).where(eq(editions.isCurrent, true));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      edition: 21,
      name: "2025 Dublin",
      dateStart: "2025-11-05",
      timezone: "Europe/Dublin",
    });
    expect(await count(small.handle, editions)).toBe(3);
  });

  it("charges 21% VAT in the Netherlands and reverse-charges the rest of the EU", async () => {
    const rows = await small.handle.db.select().from(countries);
    const byIso = new Map(rows.map((row) => [row.iso2, row]));
    expect(byIso.get("NL")).toMatchObject({ vatRateBp: 2100, reverseCharge: false });
    expect(byIso.get("IE")).toMatchObject({ vatRateBp: 0, reverseCharge: true });
    expect(byIso.get("DE")).toMatchObject({ vatRateBp: 0, reverseCharge: true });
    expect(byIso.get("GB")).toMatchObject({ vatRateBp: 0, reverseCharge: false });
    expect(byIso.get("CH")).toMatchObject({ vatRateBp: 0, reverseCharge: false });
  });

  it("creates the demo accounts with the demo password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await small.handle.db.select().from(contacts).where(eq(contacts.email, account.email));
      expect(row?.name).toBe(account.name);
      expect(row?.passwordHash).toBeTruthy();
      expect(await verify(row?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
    }
    const [anna] = await small.handle.db.select().from(contacts).where(eq(contacts.id, 1));
    const [lars] = await small.handle.db.select().from(contacts).where(eq(contacts.id, 2));
    expect(anna).toMatchObject({ email: "anna.schmidt@demo.ebm.example", companyId: 1, position: 1 });
    expect(lars).toMatchObject({ email: "lars.becker@demo.ebm.example", companyId: 1, position: 2 });
    const [organiser] = await small.handle.db
      .select()
      .from(contacts)
      .where(eq(contacts.email, "organiser@demo.ebm.example"));
    expect(organiser?.role).toBe("organiser");
    const others = await small.handle.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(isNull(contacts.passwordHash));
    expect(others.length).toBe((await count(small.handle, contacts)) - DEMO_ACCOUNTS.length);
  });

  it("leaves the marketplace member unregistered for the current edition", async () => {
    const [member] = await small.handle.db
      .select({ id: contacts.id, companyId: contacts.companyId })
      .from(contacts)
      .where(eq(contacts.email, "marketplace@demo.ebm.example"));
    const registered = await small.handle.db
      .select()
      .from(editionContacts)
      .where(eq(editionContacts.contactId, member?.id ?? 0));
    expect(registered).toHaveLength(0);
    const [company] = await small.handle.db
      .select()
      .from(companies)
      .where(eq(companies.id, member?.companyId ?? 0));
    expect(company).toMatchObject({ name: "Marketplace Member Ltd", status: 3 });
    expect(company?.tbsCompanyId).not.toBeNull();
  });

  it("gives every attending company of the current edition one paid or verified registration", async () => {
    const db = small.handle.db;
    const [edition] = await db.select().from(editions).where(eq(editions.isCurrent, true));
    const editionId = edition?.id ?? 0;
    const attending = await db
      .selectDistinct({ companyId: contacts.companyId })
      .from(editionContacts)
      .innerJoin(contacts, eq(contacts.id, editionContacts.contactId))
      .where(eq(editionContacts.editionId, editionId));
    const attendingIds = new Set(attending.map((row) => row.companyId));
    expect(attendingIds.has(1)).toBe(true);
    const regs = await db.select().from(registrations).where(eq(registrations.editionId, editionId));
    const confirmed = regs.filter((reg) => reg.status === "paid" || reg.status === "verified");
    expect(new Set(confirmed.map((reg) => reg.companyId))).toEqual(attendingIds);
    expect(confirmed).toHaveLength(attendingIds.size);
    for (const companyId of attendingIds)
      expect(regs.filter((reg) => reg.companyId === companyId)).toHaveLength(1);
    expect(confirmed.filter((reg) => reg.isMember).length).toBeGreaterThan(confirmed.length / 2);

    const vat = new Map((await db.select().from(countries)).map((row) => [row.id, row]));
    const companyRows = await db.select().from(companies);
    const countryOf = new Map(companyRows.map((row) => [row.id, row.countryId]));
    const lines = await db.select().from(registrationAttendees);
    const pays = await db.select().from(payments);
    const prices = {
      memberCents: edition?.memberPriceCents ?? 0,
      nonMemberFirstCents: edition?.nonMemberFirstPriceCents ?? 0,
      membershipCents: edition?.membershipPriceCents ?? 0,
      charityPerAttendeeCents: edition?.charityPerAttendeeCents ?? 0,
    };
    for (const reg of regs) {
      const own = lines.filter((line) => line.registrationId === reg.id);
      const country = vat.get(countryOf.get(reg.companyId) ?? 0);
      if (!country) throw new Error(`no country for company ${reg.companyId}`);
      const invoice = invoiceFor({ isMember: reg.isMember, attendees: own.length, country, prices });
      expect(reg, `registration ${reg.id}`).toMatchObject({
        subtotalCents: invoice.subtotalCents,
        vatCents: invoice.vatCents,
        totalCents: invoice.totalCents,
        vatRateBp: invoice.vatRateBp,
      });
      expect(reg.createdAt.getTime()).toBeLessThan(Date.parse("2025-11-05T00:00:00Z"));
      const paid = pays.filter((pay) => pay.registrationId === reg.id && pay.status === "paid");
      if (reg.status === "paid") {
        expect(reg.isMember).toBe(true);
        expect(paid).toHaveLength(1);
        expect(paid[0]).toMatchObject({ provider: "simulated", amountCents: reg.totalCents });
      } else expect(paid).toHaveLength(0);
      if (reg.status === "verified" || reg.status === "declined") {
        expect(reg.isMember).toBe(false);
        expect(reg.reviewedBy).toBe(3);
        expect(reg.reviewedAt?.getTime()).toBeGreaterThan(reg.createdAt.getTime());
      } else expect(reg.reviewedAt).toBeNull();
      if (attendingIds.has(reg.companyId)) {
        const people = await db
          .select({ id: contacts.id })
          .from(contacts)
          .innerJoin(
            editionContacts,
            and(eq(editionContacts.contactId, contacts.id), eq(editionContacts.editionId, editionId)),
          )
          .where(eq(contacts.companyId, reg.companyId));
        expect(own.map((line) => line.contactId).sort()).toEqual(people.map((person) => person.id).sort());
      } else expect(own.every((line) => line.contactId === null)).toBe(true);
    }
  });

  it("holds registrations from companies that do not attend yet, and none of the marketplace members", async () => {
    const db = small.handle.db;
    const waiting = await db
      .select()
      .from(registrations)
      .where(
        inArray(registrations.status, ["awaiting_verification", "declined", "pending_payment", "failed"]),
      );
    const byStatus = (status: string) => waiting.filter((reg) => reg.status === status);
    expect(byStatus("awaiting_verification")).toHaveLength(2);
    expect(byStatus("awaiting_verification").every((reg) => !reg.isMember)).toBe(true);
    expect(byStatus("declined")).toHaveLength(1);
    expect(byStatus("declined")[0]?.declineReason).toBeTruthy();
    expect(byStatus("pending_payment")).toHaveLength(1);
    expect(byStatus("failed")).toHaveLength(1);
    const openOrFailed = await db
      .select({ status: payments.status })
      .from(payments)
      .where(
        inArray(
          payments.registrationId,
          [...byStatus("pending_payment"), ...byStatus("failed")].map((r) => r.id),
        ),
      );
    expect(openOrFailed.map((pay) => pay.status).sort()).toEqual(["failed", "open"]);
    const companyIds = waiting.map((reg) => reg.companyId);
    const people = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(inArray(contacts.companyId, companyIds));
    expect(people).toHaveLength(0);
    const marketplace = await db
      .select({ id: registrations.id })
      .from(registrations)
      .innerJoin(contacts, eq(contacts.companyId, registrations.companyId))
      .where(inArray(contacts.email, ["marketplace@demo.ebm.example", "marketplace2@demo.ebm.example"]));
    expect(marketplace).toHaveLength(0);
  });

  it("lays out the program of part 1 §9", async () => {
    const days = await small.handle.db.select().from(programDays).orderBy(asc(programDays.dayNumber));
    expect(days.map((day) => day.label)).toEqual([
      "Wednesday November 5",
      "Thursday November 6",
      "Friday November 7",
    ]);
    const items = await small.handle.db
      .select()
      .from(programItems)
      .orderBy(asc(programItems.dayId), asc(programItems.sort));
    const perDay = (dayId: number) =>
      items
        .filter((item) => item.dayId === dayId)
        .map((item) => `${item.timeStart}-${item.timeEnd}${item.isCaptainsLunch ? " captain" : ""}`);
    expect(perDay(days[0]?.id ?? 0)).toEqual(["15:00-20:00", "15:00-17:30", "18:00-20:00"]);
    expect(perDay(days[1]?.id ?? 0)).toEqual([
      "09:00-18:00",
      "10:00-18:00",
      "12:00-14:00",
      "12:30-14:00 captain",
      "19:00-22:00",
      "19:00-22:00 captain",
    ]);
    expect(perDay(days[2]?.id ?? 0)).toEqual(["10:00-17:00", "12:00-14:00", "20:00-23:00"]);
    const meetings = items.find((item) => item.title === "One-on-one meetings");
    expect(meetings?.metaStart.toISOString()).toBe("2025-11-06T10:00:00.000Z");
  });

  it("keeps the scheduler demo consistent", async () => {
    const live = await small.handle.db.select().from(meetings).where(isNull(meetings.dtCancelled));
    const participants = await small.handle.db.select().from(meetingParticipants);
    const expected = live.reduce((sum, meeting) => sum + (meeting.fromId === meeting.toId ? 1 : 2), 0);
    expect(participants).toHaveLength(expected);
    const annas = live.filter((meeting) => meeting.fromId === 1 || meeting.toId === 1);
    expect(annas.some((meeting) => meeting.fromId === 1 && meeting.toId === 1)).toBe(true);
    expect(
      annas.filter((meeting) => meeting.status === 1 && meeting.tableNumber !== null).length,
    ).toBeGreaterThanOrEqual(3);
    expect(annas.filter((meeting) => meeting.status === 0).length).toBeGreaterThanOrEqual(2);
  });

  it("writes the image files it refers to", async () => {
    const [logo] = await small.handle.db.select().from(sponsors).where(eq(sponsors.type, "main"));
    expect(readFileSync(path.join(small.uploadsDir, "sponsors", logo?.logo ?? ""), "utf8")).toContain("<svg");
    const [picture] = await small.handle.db.select().from(pictures).orderBy(asc(pictures.id)).limit(1);
    expect(readFileSync(path.join(small.uploadsDir, picture?.file ?? ""), "utf8")).toContain('width="800"');
  });

  it("moves the id sequences past the seeded rows", async () => {
    const [row] = await small.handle.db
      .insert(companies)
      .values({ name: "New Company B.V.", username: "new-company", countryId: 32 })
      .returning({ id: companies.id });
    await small.handle.db.delete(companies).where(eq(companies.id, row?.id ?? 0));
    // 30 companies, the second marketplace member, the second attendee's company and the 5 that
    // registered without attending.
    expect(row?.id).toBe(38);
    const [registration] = await small.handle.db
      .insert(registrations)
      .values({
        editionId: 3,
        companyId: 1,
        isMember: true,
        status: "cancelled",
        subtotalCents: 0,
        vatCents: 0,
        totalCents: 0,
        vatRateBp: 0,
      })
      .returning({ id: registrations.id });
    await small.handle.db.delete(registrations).where(eq(registrations.id, registration?.id ?? 0));
    expect(registration?.id).toBe((await count(small.handle, registrations)) + 1);
  });

  it("gives the same data on every run", async () => {
    const again = await seeded("small");
    const names = async (handle: DbHandle) =>
      (await handle.db.select({ name: companies.name }).from(companies).orderBy(asc(companies.id))).map(
        (r) => r.name,
      );
    expect(await names(again.handle)).toEqual(await names(small.handle));
    const emails = async (handle: DbHandle) =>
      (await handle.db.select({ email: contacts.email }).from(contacts).orderBy(asc(contacts.id))).map(
        (r) => r.email,
      );
    expect(await emails(again.handle)).toEqual(await emails(small.handle));
    for (const table of [registrations, registrationAttendees, payments] as const) {
      const rows = async (handle: DbHandle) => handle.db.select().from(table).orderBy(asc(table.id));
      expect(await rows(again.handle)).toEqual(await rows(small.handle));
    }
    await again.handle.close();
  });
});

describe("full demo data", () => {
  it("holds 1,000 companies in 40+ countries with about 3,000 contacts", { timeout: 60_000 }, async () => {
    const { handle } = await seeded("full");
    try {
      expect(await count(handle, companies)).toBeGreaterThanOrEqual(1000);
      const [spread] = await handle.db
        .select({ countries: countDistinct(companies.countryId) })
        .from(companies);
      expect(spread?.countries).toBeGreaterThanOrEqual(40);
      expect(await count(handle, contacts)).toBeGreaterThanOrEqual(2900);
      const [members] = await handle.db
        .select({ share: sql<number>`avg(case when ${companies.status} = 3 then 1.0 else 0 end)::float` })
        .from(companies);
      expect(members?.share).toBeGreaterThan(0.75);
      const profiles = await handle.db
        .select({ longest: sql<number>`max(length(${companies.profile}))::int` })
        .from(companies);
      expect(profiles[0]?.longest).toBeLessThanOrEqual(350);
      const states = await handle.db
        .select({ status: registrations.status, count: sql<number>`count(*)::int` })
        .from(registrations)
        .groupBy(registrations.status);
      const counted = Object.fromEntries(states.map((row) => [row.status, row.count]));
      expect(counted.paid).toBeGreaterThan(700);
      expect(counted.verified).toBeGreaterThan(20);
      expect(counted).toMatchObject({ awaiting_verification: 6, declined: 1, pending_payment: 1, failed: 1 });
    } finally {
      await handle.close();
    }
  });
});
