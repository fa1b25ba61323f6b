import { organiserPrivacyResponseSchema } from "@ebm/shared/schemas/privacy";
import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contacts,
  conversationMembers,
  conversations,
  editionContacts,
  editions,
  leads,
  mailOutbox,
  messages,
  privacySettings,
} from "../../db/schema/index.ts";
import { createTestApp, DEMO, first, newestMailId, signIn, type TestApp } from "../../test/app.ts";
import { call, makeCompany, type Person, registerLine, whereFound } from "./privacy.test-kit.ts";

let t: TestApp;
let organiser: { headers: { authorization: string } };
let past: { id: number; name: string; dateEnd: string };

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signIn(t.app, DEMO.organiser, "Dublin2025!");
  const rows = await t.app.db
    .select({
      id: editions.id,
      name: editions.name,
      dateEnd: editions.dateEnd,
      isCurrent: editions.isCurrent,
    })
    .from(editions)
    .orderBy(asc(editions.dateEnd));
  past = first(rows.filter((e) => !e.isCurrent).reverse());
});
afterAll(() => t?.close());

const at = (date: string) => new Date(`${date}T10:00:00Z`);
const day = (date: string, days: number) => new Date(at(date).getTime() + days * 86_400_000);

/** A message written on `when` from `from` to `to`, as the chat stores it. */
async function oldMessage(from: Person, to: Person, content: string, when: Date) {
  const [low, high] = from.id < to.id ? [from.id, to.id] : [to.id, from.id];
  const conversation = first(
    await t.app.db
      .insert(conversations)
      .values({ contactLowId: low, contactHighId: high, createdAt: when, lastMessageAt: when })
      .returning({ id: conversations.id }),
  );
  await t.app.db.insert(conversationMembers).values([
    { conversationId: conversation.id, contactId: from.id, wroteAt: when },
    { conversationId: conversation.id, contactId: to.id },
  ]);
  await t.app.db
    .insert(messages)
    .values({ conversationId: conversation.id, senderId: from.id, content, createdAt: when });
}

describe("the retention of a past edition", () => {
  it("warns the people it concerns, then purges the edition's chats, scans, check-ins and those who did not come back", async () => {
    const [leaver] = (await makeCompany(t.app, { attending: false })) as [Person];
    const [returner] = (await makeCompany(t.app)) as [Person];
    // Named on this edition's registration, still awaiting payment: coming back, so kept.
    const [registering] = (await makeCompany(t.app, { attending: false })) as [Person];
    await t.app.db.insert(editionContacts).values([
      { editionId: past.id, contactId: leaver.id, checkedInAt: at(past.dateEnd) },
      { editionId: past.id, contactId: returner.id },
      { editionId: past.id, contactId: registering.id },
    ]);
    const { edition: current } = await t.app.services.settings.current();
    await registerLine(
      t.app,
      { editionId: current.id, companyId: registering.companyId, status: "pending_payment" },
      { name: registering.name, email: registering.email, tel: "" },
    );
    const during = at(past.dateEnd);
    await oldMessage(leaver, returner, "An old chat of the past edition", during);
    await t.app.db
      .insert(leads)
      .values([{ ownerId: returner.id, contactId: leaver.id, notes: "old scan", scannedAt: during }]);
    const [recent] = (await makeCompany(t.app)) as [Person];
    await t.app.db
      .insert(leads)
      .values({ ownerId: returner.id, contactId: recent.id, notes: "this edition's scan" });

    await t.app.db.update(privacySettings).set({ retentionDays: 90 });
    // Before the warning day nothing happens.
    await t.app.services.privacy.runRetention(day(past.dateEnd, 60));
    const raw = await call(t.app, organiser, "GET", "/api/organiser/privacy");
    expect(raw.status, JSON.stringify(raw.body)).toBe(200);
    const console1 = organiserPrivacyResponseSchema.parse(
      (await call(t.app, organiser, "GET", "/api/organiser/privacy")).body,
    ).privacy;
    const edition = console1.editions.find((e) => e.editionId === past.id);
    expect(edition).toMatchObject({ warnedAt: null, purgedAt: null, purgeOn: expect.any(String) });
    expect(edition?.due.people).toBeGreaterThanOrEqual(1);
    expect(edition?.due.messages).toBeGreaterThanOrEqual(1);
    expect(edition?.due.checkIns).toBeGreaterThanOrEqual(1);

    // On the warning day, each is mailed once; the leaver is told their account goes too.
    const since = await newestMailId(t.app);
    await t.app.services.privacy.runRetention(day(past.dateEnd, 77));
    await t.app.services.privacy.runRetention(day(past.dateEnd, 78));
    const mails = await t.app.db.select().from(mailOutbox).where(gt(mailOutbox.id, since));
    const toLeaver = mails.filter((m) => m.to === leaver.email);
    const toReturner = mails.filter((m) => m.to === returner.email);
    expect(toLeaver).toHaveLength(1);
    expect(toReturner).toHaveLength(1);
    expect(toLeaver[0]?.text).toContain("your account and everything about you will be deleted");
    expect(toReturner[0]?.text).not.toContain("your account");
    expect(toReturner[0]?.subject).toContain(past.name);

    // On the purge day (and the warning at least 14 days old), the data goes.
    await t.app.services.privacy.runRetention(day(past.dateEnd, 80));
    expect(await whereFound(t.app, "An old chat of the past edition")).not.toEqual([]);
    await t.app.services.privacy.runRetention(day(past.dateEnd, 95));
    expect(await whereFound(t.app, "An old chat of the past edition")).toEqual([]);
    expect(await whereFound(t.app, leaver.email)).toEqual([]);
    const leaverRow = first(await t.app.db.select().from(contacts).where(eq(contacts.id, leaver.id)));
    expect(leaverRow.erasedAt).not.toBeNull();
    const returnerRow = first(await t.app.db.select().from(contacts).where(eq(contacts.id, returner.id)));
    expect(returnerRow.erasedAt).toBeNull();
    const registeringRow = first(
      await t.app.db.select().from(contacts).where(eq(contacts.id, registering.id)),
    );
    expect(registeringRow.erasedAt).toBeNull();
    const returnerLeads = await t.app.db.select().from(leads).where(eq(leads.ownerId, returner.id));
    expect(returnerLeads.map((lead) => lead.notes)).toEqual(["this edition's scan"]);
    const checkIns = await t.app.db
      .select()
      .from(editionContacts)
      .where(and(eq(editionContacts.editionId, past.id), eq(editionContacts.contactId, returner.id)));
    expect(checkIns[0]?.checkedInAt ?? null).toBeNull();

    const console2 = organiserPrivacyResponseSchema.parse(
      (await call(t.app, organiser, "GET", "/api/organiser/privacy")).body,
    ).privacy;
    expect(console2.editions.find((e) => e.editionId === past.id)?.purgedAt).not.toBeNull();
    const audit = await call(t.app, organiser, "GET", "/api/organiser/audit?action=privacy.purge");
    expect(JSON.stringify(audit.body)).toContain(past.name);
  });

  it("does nothing without a retention set", async () => {
    await t.app.db.update(privacySettings).set({ retentionDays: null });
    const since = await newestMailId(t.app);
    await t.app.services.privacy.runRetention(day(past.dateEnd, 4000));
    expect(await t.app.db.select().from(mailOutbox).where(gt(mailOutbox.id, since))).toEqual([]);
  });
});
