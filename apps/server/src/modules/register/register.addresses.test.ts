import { loginTbsResponseSchema, registerResponseSchema } from "@ebm/shared/schemas/register";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  companies,
  contacts,
  mailOutbox,
  registrationAttendees,
  registrations,
} from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, first, newestMailId, type TestApp } from "../../test/app.ts";
import { APP_SECRET, registerTestKit } from "./register.test-kit.ts";

/**
 * The addresses a registration carries: attendee e-mails (never telling a stranger which are on
 * file) and the company's website (only http(s)).
 */
const kit = registerTestKit(() => t);
const { setOpen, tbsLogin, attendee, freshEmail, nonMemberBody, register, expectError } = kit;

const MARKETPLACE_2 = "marketplace2@demo.ebm.example";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_SECRET });
  await setOpen(true);
});
afterAll(() => t.close());

const mailsSince = (id: number, to: string[]) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(gt(mailOutbox.id, id), inArray(mailOutbox.to, to)));

const contactByEmail = async (email: string) =>
  first(await t.app.db.select().from(contacts).where(eq(contacts.email, email)));

describe("an attendee address of another company's person", () => {
  it("is answered as any other address, and its owner is told by mail", async () => {
    const fresh = [freshEmail(), freshEmail()];
    const plain = await register(nonMemberBody({ attendees: fresh.map((e) => attendee(e)) }));
    const before = await newestMailId(t.app);
    const known = freshEmail();
    const taken = await register(
      nonMemberBody({ attendees: [attendee(known), attendee(DEMO.anna.toUpperCase())] }),
    );

    expect(taken.statusCode).toBe(plain.statusCode);
    expect(taken.statusCode).toBe(200);
    const { registrationId: _a, ...plainBody } = registerResponseSchema.parse(plain.json());
    const { registrationId, ...takenBody } = registerResponseSchema.parse(taken.json());
    expect(takenBody).toEqual(plainBody);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(plain.json()).sort());

    // Stored as given: the organisers see whom the company meant.
    const stored = await t.app.db
      .select({ email: registrationAttendees.email })
      .from(registrationAttendees)
      .where(eq(registrationAttendees.registrationId, registrationId));
    expect(stored.map((a) => a.email).sort()).toEqual([DEMO.anna, known].sort());

    const mails = await mailsSince(before, [DEMO.anna, known]);
    expect(mails).toHaveLength(1);
    const mail = first(mails);
    expect(mail).toMatchObject({ to: DEMO.anna, kind: "registration_address_in_use" });
    expect(mail.text).toContain("Dear Anna Schmidt");
    expect(mail.text).toContain("already registered for this edition");
    // Nothing the registering party typed reaches the owner.
    expect(mail.text).not.toContain("Fresh Hardware");
    expect(mail.html).not.toContain("Fresh Hardware");
  });

  it("tells a person who does not attend that their account stays with their company", async () => {
    const before = await newestMailId(t.app);
    const res = await register(nonMemberBody({ attendees: [attendee(DEMO.marketplace)] }));
    expect(res.statusCode).toBe(200);
    const mail = first(await mailsSince(before, [DEMO.marketplace]));
    expect(mail.text).toContain("Dear Oliver Bennett");
    expect(mail.text).toContain("stays with your own company");
  });

  it("mails an owner once however often registrations name them, at most once a day", async () => {
    const before = await newestMailId(t.app);
    const res = await register(nonMemberBody({ attendees: [attendee(DEMO.lars), attendee(DEMO.lars)] }));
    expect(res.statusCode).toBe(200);
    expect(await mailsSince(before, [DEMO.lars])).toHaveLength(1);
    const again = await register(nonMemberBody({ attendees: [attendee(DEMO.lars)] }));
    expect(again.statusCode).toBe(200);
    expect(await mailsSince(before, [DEMO.lars])).toHaveLength(1);

    // A day later the owner hears of the next one.
    await t.app.db.execute(
      sql`update mail_outbox set created_at = created_at - interval '25 hours' where "to" = ${DEMO.lars}`,
    );
    await register(nonMemberBody({ attendees: [attendee(DEMO.lars)] }));
    expect(await mailsSince(before, [DEMO.lars])).toHaveLength(2);
  });

  it("stays with its own company when a member's registration is paid", async () => {
    const login = loginTbsResponseSchema.parse((await tbsLogin(MARKETPLACE_2, DEMO_PASSWORD)).json());
    const lars = await contactByEmail(DEMO.lars);
    const before = await newestMailId(t.app);
    const res = await register({
      companyProfile: {
        ...kit.profile(login.result.companyProfile),
        tbsCompanyId: login.result.companyProfile.tbsCompanyId,
      },
      attendees: [attendee(MARKETPLACE_2, { name: "Niamh Kelly" }), attendee(DEMO.lars)],
      utmParams: null,
      refParams: null,
      membershipToken: login.result.membershipToken,
      acceptPrivacy: true,
    });
    const out = registerResponseSchema.parse(res.json());
    const checkoutId = out.link?.split("/").pop() ?? "";
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/payments/simulated/${checkoutId}/complete`,
      payload: { outcome: "paid" },
    });
    expect(paid.statusCode).toBe(200);
    const [registration] = await t.app.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, out.registrationId));
    expect(registration?.status).toBe("paid");

    expect(await contactByEmail(DEMO.lars)).toMatchObject({ id: lars.id, companyId: lars.companyId });
    // Lars heard of a registration naming him earlier today: he is not mailed again until tomorrow.
    expect(await mailsSince(before, [DEMO.lars])).toEqual([]);
    const niamh = await contactByEmail(MARKETPLACE_2);
    const [harbour] = await t.app.db.select().from(companies).where(eq(companies.id, niamh.companyId));
    expect(harbour?.tbsCompanyId).toBe(90_003);
    expect((await mailsSince(before, [MARKETPLACE_2])).map((m) => m.kind)).toEqual(["registration_paid"]);
  });
});

describe("the company's website", () => {
  const websiteOf = async (registrationId: number) => {
    const [row] = await t.app.db
      .select({ website: companies.website })
      .from(registrations)
      .innerJoin(companies, eq(companies.id, registrations.companyId))
      .where(eq(registrations.id, registrationId));
    return row?.website;
  };

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "ftp://files.example.com",
    "//evil.example",
    "https://trusted.example@evil.example",
    "https://",
  ])("refuses %s with 400 on companyProfile.website", async (website) => {
    const before = await kit.registrationCount();
    expectError(await register(nonMemberBody({}, { website })), 400, "companyProfile.website");
    expect(await kit.registrationCount()).toBe(before);
  });

  it("stores an http(s) address as given, a host name as https://…, and '-' as none", async () => {
    const stored = async (website: string) => {
      const res = await register(nonMemberBody({}, { website }));
      expect(res.statusCode).toBe(200);
      return websiteOf(registerResponseSchema.parse(res.json()).registrationId);
    };
    expect(await stored("https://fresh-hardware.example/en")).toBe("https://fresh-hardware.example/en");
    expect(await stored("http://fresh-hardware.example")).toBe("http://fresh-hardware.example");
    expect(await stored("www.fresh-hardware.example")).toBe("https://www.fresh-hardware.example");
    expect(await stored("-")).toBe("-");
  });
});
