import { companyResponseSchema } from "@ebm/shared/schemas/companies";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editionContacts, mailOutbox } from "../../db/schema/index.ts";
import { createTestApp, DEMO, first, newestMailId, signIn, type TestApp } from "../../test/app.ts";
import { attendingCompany, contactsOf, IDS } from "./companies.test-kit.ts";

/**
 * Company details are for signed-in attendees (part 2 §6): an account alone, even on a full
 * member, does not open other companies' pages. Marketplace Member Ltd is a full member (status 3)
 * whose people do not attend the current edition; its demo account signs in like anyone else.
 */
const PASSWORD = "Dublin2025!";

let t: TestApp;
let outsider: Record<string, string>;
let member: { id: number; name: string };
let memberContact: { id: number; email: string };
let editionId: number;
beforeAll(async () => {
  t = await createTestApp();
  outsider = (await signIn(t.app, DEMO.marketplace, PASSWORD)).headers;
  member = await attendingCompany(t.app, true);
  memberContact = first(await contactsOf(t.app, member.id));
  editionId = (await t.app.services.settings.current()).edition.id;
});
afterAll(() => t.close());

const getCompany = async (id: number, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: "GET", url: `/api/companies/${id}`, headers });
  expect(res.statusCode).toBe(200);
  return companyResponseSchema.parse(res.json()).result;
};
const largePicture = (contactId: number, headers: Record<string, string>) =>
  t.app.inject({ method: "GET", url: `/api/companies/fetchLargePicture/${contactId}`, headers });
const profilePictures = (companyId: number, headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/companies/fetchProfilePictures",
    headers,
    payload: { companyId },
  });
const sendMail = (recipientId: number, headers: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/mail/sendMailToContact",
    headers,
    payload: { recipientId, subject: "Servers", message: "Do you have R740s?" },
  });
const attend = (contactId: number) => t.app.db.insert(editionContacts).values({ editionId, contactId });
const leave = (contactId: number) =>
  t.app.db
    .delete(editionContacts)
    .where(and(eq(editionContacts.editionId, editionId), eq(editionContacts.contactId, contactId)));

describe("a signed-in user whose company does not attend the current edition", () => {
  it("sees a full member's page as a visitor does: the header only, no contacts", async () => {
    const { company, contacts } = await getCompany(member.id, outsider);
    expect(company).toMatchObject({
      id: member.id,
      status: 3,
      isFullView: false,
      isOwnCompany: false,
      address: null,
      mapUrl: null,
      vat: null,
      categories: "",
      preferences: "",
    });
    expect(contacts).toEqual([]);
  });

  it("gets none of its pictures and cannot message its contacts", async () => {
    expect((await profilePictures(member.id, outsider)).statusCode).toBe(404);
    expect((await largePicture(memberContact.id, outsider)).statusCode).toBe(404);
    const before = await newestMailId(t.app);
    const res = await sendMail(memberContact.id, outsider);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, field: "recipientId" });
    const queued = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, memberContact.email));
    expect(queued.filter((mail) => mail.id > before)).toEqual([]);
  });

  it("still sees the own company in full", async () => {
    const { company } = await getCompany(IDS.marketplaceCompany, outsider);
    expect(company).toMatchObject({ isOwnCompany: true, isFullView: true });
  });
});

describe("once the user's company attends", () => {
  it("sees a full member in full, with its pictures and contacts to message", async () => {
    await attend(IDS.marketplace);
    try {
      const { company, contacts } = await getCompany(member.id, outsider);
      expect(company.isFullView).toBe(true);
      expect(contacts.map((c) => c.id)).toContain(memberContact.id);
      expect((await profilePictures(member.id, outsider)).statusCode).toBe(200);
      expect((await largePicture(memberContact.id, outsider)).statusCode).toBe(200);
      expect((await sendMail(memberContact.id, outsider)).statusCode).toBe(200);
    } finally {
      await leave(IDS.marketplace);
    }
    expect((await getCompany(member.id, outsider)).company.isFullView).toBe(false);
  });

  it("lets a colleague who is not listed as an attendee see it in full too: the company attends", async () => {
    const lars = (await signIn(t.app, DEMO.lars, PASSWORD)).headers;
    await leave(IDS.lars);
    try {
      expect((await getCompany(member.id, lars)).company.isFullView).toBe(true);
    } finally {
      await attend(IDS.lars);
    }
  });
});

describe("organiser staff", () => {
  it("see every attending full member in full, though their own company does not attend", async () => {
    const organiser = (await signIn(t.app, DEMO.organiser, PASSWORD)).headers;
    const { company, contacts } = await getCompany(member.id, organiser);
    expect(company.isFullView).toBe(true);
    expect(contacts.map((c) => c.id)).toContain(memberContact.id);
    expect((await profilePictures(member.id, organiser)).statusCode).toBe(200);
    expect((await sendMail(memberContact.id, organiser)).statusCode).toBe(200);
  });
});
