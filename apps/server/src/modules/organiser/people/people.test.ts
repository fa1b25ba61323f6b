import {
  peopleCompaniesResponseSchema,
  peopleCompanyCreatedResponseSchema,
  peopleCompanyResponseSchema,
  peopleImportCreatedResponseSchema,
  peopleImportResponseSchema,
  peopleInvitationResponseSchema,
} from "@ebm/shared/schemas/organiser-people";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  categories,
  companies,
  companyCategories,
  contacts,
  editionContacts,
  editions,
  mailOutbox,
  peopleImports,
} from "../../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../../db/seed/index.ts";
import { DEMO, eventually, signIn } from "../../../test/app.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";
import { parseCsv } from "./people.csv.ts";
import { type ImportKeysRow, peopleRepository } from "./people.repository.ts";
import { PEOPLE_MESSAGES } from "./people.service.ts";

const t = organiserTestKit();
const BASE = "/api/organiser/people";

const req = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.organiser.headers, ...(payload ? { payload } : {}) });

const previewOf = async (text: string, fileName = "people.csv") => {
  const res = await req("POST", `${BASE}/imports`, { fileName, text });
  expect(res.statusCode, res.body).toBe(201);
  return peopleImportCreatedResponseSchema.parse(res.json());
};

const importOf = async (id: number) => {
  const res = await req("GET", `${BASE}/imports/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return peopleImportResponseSchema.parse(res.json()).payload;
};

/** Applies a preview and waits until the job runner wrote every row. */
async function applied(id: number) {
  const res = await req("POST", `${BASE}/imports/${id}/apply`);
  expect(res.statusCode, res.body).toBe(202);
  return eventually(async () => {
    const now = await importOf(id);
    return now.state === "applied" ? now : undefined;
  }, 20_000);
}

const HEADER =
  "Company;Country;Membership ID;Main interests;Trading;Contact name;E-mail;Function;Phone;Attending";

describe("parseCsv", () => {
  it("reads spreadsheet exports: BOM, CRLF, semicolons, quotes with delimiters, quotes and line breaks", () => {
    const text = '\uFEFFa;b;c\r\n"x;1";"say ""hi""";"two\r\nlines"\r\n\r\n3;;4\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["x;1", 'say "hi"', "two\r\nlines"] },
      { line: 5, cells: ["3", "", "4"] },
    ]);
    expect(parseCsv("a,b\nc,d").map((r) => r.cells)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    // A quote opens a quoted field only at the start of a cell (after blanks); elsewhere it is text.
    expect(parseCsv('  "x,y"z,a"b"\n , \n"  ""q""",c').map((r) => r.cells)).toEqual([
      ["x,yz", 'a"b"'],
      ['  "q"', "c"],
    ]);
  });

  it("reads in time linear in the file: quotes inside long cells do not read the cell again", () => {
    const text = `Company,Country\n${'a"'.repeat(200_000)}`;
    const started = performance.now();
    const records = parseCsv(text);
    expect(performance.now() - started).toBeLessThan(500);
    expect(records).toHaveLength(2);
    expect(records[1]?.cells[0]).toHaveLength(400_000);
  });

  it("stops after the records it is asked for", () => {
    const text = `h\n${"x\n\n".repeat(10)}`;
    expect(parseCsv(text, 4).map((r) => r.line)).toEqual([1, 2, 4, 6]);
    expect(parseCsv(text)).toHaveLength(11);
  });
});

describe("access to /api/organiser/people", () => {
  const calls = [
    ["GET", `${BASE}/options`],
    ["GET", `${BASE}/companies`],
    ["POST", `${BASE}/companies`],
    ["GET", `${BASE}/companies/1`],
    ["PUT", `${BASE}/companies/1`],
    ["POST", `${BASE}/companies/1/contacts`],
    ["PUT", `${BASE}/contacts/1`],
    ["POST", `${BASE}/imports`],
    ["GET", `${BASE}/imports/1`],
    ["POST", `${BASE}/imports/1/apply`],
    ["GET", `${BASE}/invitations/count?audience=attending`],
    ["POST", `${BASE}/invitations`],
    ["GET", `${BASE}/invitations/1`],
  ] as const;

  it("refuses visitors (401), attendees and desk staff (403) on every call", async () => {
    const attendee = await t.attendee();
    await t.app.db.update(contacts).set({ role: "desk" }).where(eq(contacts.email, DEMO.lars));
    const desk = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    try {
      for (const [method, url] of calls) {
        const payload = method === "GET" ? undefined : {};
        expect((await t.app.inject({ method, url, payload })).statusCode, `${method} ${url}`).toBe(401);
        for (const who of [attendee, desk]) {
          const res = await t.app.inject({ method, url, payload, headers: who.headers });
          expect(res.statusCode, `${method} ${url}`).toBe(403);
        }
      }
    } finally {
      await t.app.db.update(contacts).set({ role: "attendee" }).where(eq(contacts.email, DEMO.lars));
    }
  });
});

describe("companies and contacts by hand", () => {
  it("adds a company and a contact, changes them, refuses bad input naming the field, audited without personal data", async () => {
    const tag = `Hand ${Date.now()}`;
    const bad = await req("POST", `${BASE}/companies`, { name: tag, countryId: 1, categories: [1, 2, 3, 4] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("categories");
    const noCountry = await req("POST", `${BASE}/companies`, {
      name: tag,
      countryId: 999_999,
      categories: [1],
    });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().field).toBe("countryId");

    // The website is checked as on the company's own page: http(s) or a host name only.
    for (const website of ["javascript:alert(1)", "data:text/html,x", "https://a b.example"]) {
      const script = await req("POST", `${BASE}/companies`, {
        name: tag,
        countryId: 1,
        categories: [1],
        website,
      });
      expect(script.statusCode, website).toBe(400);
      expect(script.json().field, website).toBe("website");
    }
    const bare = await req("POST", `${BASE}/companies`, {
      name: `Bare ${Date.now()}`,
      countryId: 1,
      categories: [1],
      website: "www.hand.example",
    });
    expect(peopleCompanyCreatedResponseSchema.parse(bare.json()).payload.website).toBe(
      "https://www.hand.example",
    );
    const none = await req("POST", `${BASE}/companies`, {
      name: `None ${Date.now()}`,
      countryId: 1,
      categories: [1],
    });
    expect(peopleCompanyCreatedResponseSchema.parse(none.json()).payload.website).toBe("-");

    const made = await req("POST", `${BASE}/companies`, {
      name: tag,
      countryId: 1,
      categories: [1, 3],
      trading: "used",
      website: "https://hand.example",
    });
    expect(made.statusCode, made.body).toBe(201);
    const company = peopleCompanyCreatedResponseSchema.parse(made.json()).payload;
    expect(company).toMatchObject({ name: tag, categories: [1, 3], trading: "used", contacts: [] });
    expect(await t.newestAudit("company")).toMatchObject({
      action: "company.create",
      objectId: String(company.id),
    });

    const changed = await req("PUT", `${BASE}/companies/${company.id}`, {
      name: tag,
      countryId: 1,
      categories: [2],
      trading: "new",
      website: "https://hand.example",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(peopleCompanyResponseSchema.parse(changed.json()).payload).toMatchObject({
      categories: [2],
      trading: "new",
    });
    const update = await t.newestAudit("company");
    expect(update).toMatchObject({
      action: "company.update",
      after: { fields: ["tradingType", "categories"] },
    });

    const email = `hand-${Date.now()}@example.com`;
    const taken = await req("POST", `${BASE}/companies/${company.id}/contacts`, {
      name: "Someone",
      email: DEMO.anna,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().field).toBe("email");
    const badEmail = await req("POST", `${BASE}/companies/${company.id}/contacts`, {
      name: "X",
      email: "nope",
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().field).toBe("email");
    // The messenger fields are checked as on the profile: never an address other than http(s).
    for (const [field, value] of [
      ["imValue", "javascript:alert(1)"],
      ["imName", "data:text/html,x"],
    ] as const) {
      const script = await req("POST", `${BASE}/companies/${company.id}/contacts`, {
        name: "X",
        email: `im-${Date.now()}@example.com`,
        imName: "Skype",
        [field]: value,
      });
      expect(script.statusCode, field).toBe(400);
      expect(script.json().field).toBe(field);
    }

    const added = await req("POST", `${BASE}/companies/${company.id}/contacts`, {
      name: "Hanna Hand",
      email: email.toUpperCase(),
      function: "Sales",
      imName: "WhatsApp",
      imValue: "+353 1 234",
      attending: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    const [person] = peopleCompanyResponseSchema.parse(added.json()).payload.contacts;
    expect(person).toMatchObject({ email, attending: true, hasPassword: false, imName: "WhatsApp" });
    const entry = await t.newestAudit("contact");
    expect(entry).toMatchObject({ action: "contact.create", objectId: String(person?.id) });
    expect(JSON.stringify(entry)).not.toContain(email);
    expect(JSON.stringify(entry)).not.toContain("Hanna");

    const edited = await req("PUT", `${BASE}/contacts/${person?.id}`, {
      name: "Hanna Hand-Smith",
      email,
      function: "Sales",
      imName: "WhatsApp",
      imValue: "+353 1 234",
      attending: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(peopleCompanyResponseSchema.parse(edited.json()).payload.contacts[0]).toMatchObject({
      name: "Hanna Hand-Smith",
      attending: false,
    });
    expect(await t.newestAudit("contact")).toMatchObject({
      action: "contact.update",
      after: { fields: ["name", "attending"] },
    });
    expect(
      (await req("PUT", `${BASE}/contacts/999999`, { name: "X", email: "x@example.com" })).statusCode,
    ).toBe(404);
    expect((await req("GET", `${BASE}/companies/999999`)).statusCode).toBe(404);

    const list = await req("GET", `${BASE}/companies?q=${encodeURIComponent(tag)}`);
    expect(peopleCompaniesResponseSchema.parse(list.json()).payload.items).toEqual([
      expect.objectContaining({ id: company.id, contacts: 1, attending: 0, withoutPassword: 1 }),
    ]);

    // A new sign-in address: the old one is told, and a link to set a password sent there stops.
    const id = person?.id ?? 0;
    const link = await t.app.db.transaction((tx) =>
      t.app.services.auth.issueResetToken(tx, id, new Date(Date.now() + 86_400_000)),
    );
    const verify = async () =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/companies/verifyResetToken",
          payload: { resetToken: link },
        })
      ).json().payload.isSuccess as boolean;
    expect(await verify()).toBe(true);
    const moved = `moved-${email}`;
    const renamed = await req("PUT", `${BASE}/contacts/${id}`, {
      name: "Hanna Hand-Smith",
      email: moved,
      function: "Sales",
      attending: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [told] = await t.app.db
      .select({ kind: mailOutbox.kind, text: mailOutbox.text, senderKey: mailOutbox.senderKey })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    expect(told).toMatchObject({ kind: "email_changed", senderKey: `organiser:${t.organiser.id}` });
    expect(told?.text).toContain(`to ${moved}`);
    expect(await verify()).toBe(false);
    // A change of anything else tells nobody.
    const again = await req("PUT", `${BASE}/contacts/${id}`, {
      name: "Hanna Smith",
      email: moved,
      function: "Sales",
      attending: false,
    });
    expect(again.statusCode).toBe(200);
    expect(
      await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, moved)),
    ).toEqual([]);
  });
});

describe("the import", () => {
  it("previews every row's problems without writing, applies in the job, and a second import changes nothing", async () => {
    const stamp = Date.now();
    const co = `Import Co ${stamp}`;
    const e = (n: number) => `imp-${stamp}-${n}@example.com`;
    const text = [
      `\uFEFF${HEADER}`,
      `${co};IE;;PC/Laptops|Printers;used;Ann One;${e(1)};Sales;+353 1;yes`,
      `${co};Ireland;;;;Bob Two;${e(2)};"Buyer; IT";;no`,
      `"Other ${stamp}";DE;;;;Dup;${e(1)};;;`,
      `Taken ${stamp};NL;;;;Anna;${DEMO.anna};;;`,
      `Nowhere ${stamp};Atlantis;;;;Cy;${e(3)};;;`,
      `Bad ${stamp};FR;;Cooking;maybe;Dee;not-an-email;;;perhaps`,
    ].join("\r\n");
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(contacts);
    const preview = await previewOf(text);
    const p = preview.payload;
    expect(p.state).toBe("previewed");
    expect(p.stale).toBe(false);
    expect(p.summary).toMatchObject({ rows: 6, errors: 4, companiesCreated: 1, contactsCreated: 2 });
    const byLine = new Map(p.rows.map((r) => [r.line, r]));
    expect(byLine.get(2)).toMatchObject({ companyAction: "create", contactAction: "create", problems: [] });
    expect(byLine.get(3)).toMatchObject({
      companyAction: "same-as-row",
      companyLine: 2,
      contactAction: "create",
    });
    expect(byLine.get(4)?.problems).toEqual([
      { field: "email", message: "The same e-mail address is on line 2." },
    ]);
    expect(byLine.get(5)?.problems[0]).toMatchObject({ field: "email" });
    expect(byLine.get(5)?.problems[0]?.message).toContain("another company");
    expect(byLine.get(6)?.problems[0]).toMatchObject({ field: "country" });
    expect(
      byLine
        .get(7)
        ?.problems.map((x) => x.field)
        .sort(),
    ).toEqual(["attending", "email", "interests", "trading"]);
    // Rows with problems come first.
    expect(p.rows.slice(0, 4).every((r) => r.problems.length > 0)).toBe(true);
    const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(contacts);
    expect(after).toEqual(before);

    const done = await applied(p.id);
    expect(done.done).toBe(2);
    expect(done.result).toMatchObject({
      companiesCreated: 1,
      contactsCreated: 2,
      failed: [],
      withoutPassword: 2,
    });
    const [company] = await t.app.db.select().from(companies).where(eq(companies.name, co));
    expect(company).toMatchObject({ tradingType: "used" });
    const people = await t.app.db
      .select({ email: contacts.email, function: contacts.function, companyId: contacts.companyId })
      .from(contacts)
      .where(like(contacts.email, `imp-${stamp}-%`));
    expect(people.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: e(1), function: "Sales", companyId: company?.id },
      { email: e(2), function: "Buyer; IT", companyId: company?.id },
    ]);
    const [edition] = await t.app.db.select().from(editions).where(eq(editions.isCurrent, true));
    const attending = await t.app.db
      .select({ id: editionContacts.contactId })
      .from(editionContacts)
      .innerJoin(contacts, eq(contacts.id, editionContacts.contactId))
      .where(and(eq(editionContacts.editionId, edition?.id ?? 0), like(contacts.email, `imp-${stamp}-%`)));
    expect(attending).toHaveLength(1);
    const [finish, start] = await t.auditEntries(2, "import");
    expect(start).toMatchObject({ action: "import.apply", objectId: String(p.id), after: { rows: 2 } });
    expect(finish).toMatchObject({ action: "import.finish", after: { contactsCreated: 2, failed: 0 } });
    expect(JSON.stringify([start, finish])).not.toContain("example.com");

    // The same file again: every row is unchanged, and applying it writes nothing.
    const again = (await previewOf(text)).payload;
    expect(again.summary).toMatchObject({
      errors: 4,
      companiesCreated: 0,
      companiesUpdated: 0,
      contactsCreated: 0,
      contactsUpdated: 0,
      unchanged: 2,
    });
    const second = await applied(again.id);
    expect(second.result).toMatchObject({
      companiesCreated: 0,
      contactsCreated: 0,
      contactsUpdated: 0,
      unchanged: 2,
    });
    const twice = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companies)
      .where(eq(companies.name, co));
    expect(twice[0]?.n).toBe(1);

    // A changed function updates the contact it names by e-mail.
    const changed = (await previewOf(`${HEADER}\n${co};IE;;;;;${e(2)};Head buyer;;`)).payload;
    expect(changed.summary).toMatchObject({ contactsUpdated: 1, errors: 0 });
    await applied(changed.id);
    const [bob] = await t.app.db
      .select()
      .from(contacts)
      .where(eq(contacts.email, e(2)));
    expect(bob).toMatchObject({ function: "Head buyer", name: "Bob Two" });
  });

  it("writes a batch at once: a company's changes, its categories, contacts and attendance; a failing row loses no other", async () => {
    const stamp = Date.now();
    const co = `Batch Co ${stamp}`;
    const member = 100_000_000 + (stamp % 900_000_000);
    const e = (n: number) => `batch-${stamp}-${n}@example.com`;
    const first = (
      await previewOf(
        [HEADER, `${co};IE;;PC/Laptops;used;Ann;${e(1)};Sales;;yes`, `${co};IE;;;;Ben;${e(2)};;;yes`].join(
          "\n",
        ),
      )
    ).payload;
    await applied(first.id);

    // The same company by name: its membership id, trading and interests change; Ann's function
    // and attendance change; a third contact comes after the two.
    const second = (
      await previewOf(
        [
          HEADER,
          `${co};Ireland;${member};Printers|Server/Storage;new;;${e(1)};Head of sales;;no`,
          `${co};IE;;;;Cy;${e(3)};;;`,
        ].join("\n"),
      )
    ).payload;
    expect(second.summary).toMatchObject({
      errors: 0,
      companiesUpdated: 1,
      contactsUpdated: 1,
      contactsCreated: 1,
    });
    expect((await applied(second.id)).result).toMatchObject({
      companiesCreated: 0,
      companiesUpdated: 1,
      contactsCreated: 1,
      contactsUpdated: 1,
      failed: [],
    });
    const [company] = await t.app.db.select().from(companies).where(eq(companies.name, co));
    expect(company).toMatchObject({ tradingType: "new", tbsCompanyId: member });
    const wanted = await t.app.db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.name, ["Printers", "Server/Storage"]));
    const stored = await t.app.db
      .select({ id: companyCategories.categoryId })
      .from(companyCategories)
      .where(eq(companyCategories.companyId, company?.id ?? 0));
    expect(stored.map((c) => c.id).sort()).toEqual(wanted.map((c) => c.id).sort());
    const people = await t.app.db
      .select({
        email: contacts.email,
        name: contacts.name,
        function: contacts.function,
        position: contacts.position,
        attending: sql<boolean>`exists (select 1 from ${editionContacts} where ${editionContacts.contactId} = ${contacts.id})`,
      })
      .from(contacts)
      .where(eq(contacts.companyId, company?.id ?? 0))
      .orderBy(contacts.position);
    expect(people).toEqual([
      { email: e(1), name: "Ann", function: "Head of sales", position: 1, attending: false },
      { email: e(2), name: "Ben", function: "", position: 2, attending: true },
      { email: e(3), name: "Cy", function: "", position: 3, attending: false },
    ]);

    // Rows that fail when written, put into stored previews (with the fingerprint of their
    // changed plan, so they are not stale): an address another company's contact has fails its row alone, and so
    // does a row the database refuses (an unknown country), the batch then written row by row.
    const file = (tag: string, first: number) =>
      [HEADER, ...[0, 1, 2].map((n) => `${tag} ${stamp} ${n};DE;;;;P${n};${e(first + n)};;;`)].join("\n");
    /** Changes the stored plan of the file's line 3 (its second row). */
    const spoil = async (
      id: number,
      change: (row: { contact: { email: string }; countryId: number }) => void,
    ) => {
      const [stored] = await t.app.db.select().from(peopleImports).where(eq(peopleImports.id, id));
      const rows = stored?.rows as { line: number; contact: { email: string }; countryId: number }[];
      const row = rows.find((r) => r.line === 3);
      if (!row) throw new Error("no line 3");
      change(row);
      // Its fingerprint made anew for the changed plan: the stored people did not change.
      const [edition] = await t.app.db.select().from(editions).where(eq(editions.isCurrent, true));
      const fingerprint = await peopleRepository(t.app.db).fingerprint(
        edition?.id ?? 0,
        rows as unknown as ImportKeysRow[],
      );
      await t.app.db.update(peopleImports).set({ rows, fingerprint }).where(eq(peopleImports.id, id));
    };
    const taken = (await previewOf(file("Taken", 10))).payload;
    await spoil(taken.id, (row) => {
      row.contact.email = DEMO.anna;
    });
    const refusedRow = (await applied(taken.id)).result;
    expect(refusedRow).toMatchObject({ companiesCreated: 2, contactsCreated: 2 });
    expect(refusedRow?.failed).toEqual([
      { line: 3, field: "email", message: "This e-mail address belongs to a contact of another company." },
    ]);
    expect(
      await t.app.db
        .select()
        .from(companies)
        .where(eq(companies.name, `Taken ${stamp} 1`)),
    ).toEqual([]);

    const unknown = (await previewOf(file("Unknown", 20))).payload;
    await spoil(unknown.id, (row) => {
      row.countryId = 999_999;
    });
    const refusedByDb = (await applied(unknown.id)).result;
    expect(refusedByDb).toMatchObject({ companiesCreated: 2, contactsCreated: 2 });
    expect(refusedByDb?.failed).toEqual([
      { line: 3, field: "row", message: "This row could not be written." },
    ]);
    const written = await t.app.db
      .select({ email: contacts.email })
      .from(contacts)
      .where(like(contacts.email, `batch-${stamp}-__@example.com`));
    expect(written.map((c) => c.email).sort()).toEqual([e(10), e(12), e(20), e(22)]);
  });

  it("checks the website and the messenger of each row as the profile does, naming the column", async () => {
    const stamp = Date.now();
    const e = (n: number) => `url-${stamp}-${n}@example.com`;
    const text = [
      "Company,Country,Website,Contact name,E-mail,IM name,Messenger ID",
      `Script ${stamp},IE,javascript:alert(1),Sam,${e(1)},Skype,anna.visser`,
      `Spaced ${stamp},IE,https://a b.example,,,,`,
      `Im ${stamp},IE,,Ida,${e(2)},data:text/html,javascript:alert(1)`,
      `Fine ${stamp},IE,www.fine.example,Fia,${e(3)},WhatsApp,https://wa.me/3531234`,
    ].join("\n");
    const p = (await previewOf(text)).payload;
    const byLine = new Map(p.rows.map((r) => [r.line, r]));
    expect(byLine.get(2)?.problems).toEqual([
      { field: "website", message: "Please enter a web address that starts with https://, http:// or www." },
    ]);
    expect(byLine.get(3)?.problems).toEqual([
      { field: "website", message: "A website must not contain spaces." },
    ]);
    expect(byLine.get(4)?.problems.map((x) => x.field)).toEqual(["imName", "imValue"]);
    expect(byLine.get(5)?.problems).toEqual([]);
    expect(p.summary).toMatchObject({ errors: 3, companiesCreated: 1, contactsCreated: 1 });
    await applied(p.id);
    const [fine] = await t.app.db
      .select({ website: companies.website })
      .from(companies)
      .where(eq(companies.name, `Fine ${stamp}`));
    expect(fine?.website).toBe("https://www.fine.example");
    const [person] = await t.app.db
      .select({ imName: contacts.imName, imValue: contacts.imValue })
      .from(contacts)
      .where(eq(contacts.email, e(3)));
    expect(person).toEqual({ imName: "WhatsApp", imValue: "https://wa.me/3531234" });
  });

  it("refuses a file of too many rows without reading them all", async () => {
    const text = `Company,Country\n${"x\n".repeat(1_999_000)}`;
    const started = performance.now();
    const res = await req("POST", `${BASE}/imports`, { text });
    const tookMs = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: "text", message: PEOPLE_MESSAGES.tooManyRows });
    expect(tookMs).toBeLessThan(1_000);
  });

  it("refuses a stale preview, one applied already and another organiser's, and a file without its columns", async () => {
    const stamp = Date.now();
    const noHeader = await req("POST", `${BASE}/imports`, { text: "Name,Mail\nx,y" });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().field).toBe("text");
    const empty = await req("POST", `${BASE}/imports`, { text: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe("text");

    // A company and its contact that the file names, made by hand first.
    const made = await req("POST", `${BASE}/companies`, {
      name: `Held ${stamp}`,
      countryId: 1,
      categories: [1],
    });
    expect(made.statusCode, made.body).toBe(201);
    const held = peopleCompanyCreatedResponseSchema.parse(made.json()).payload;
    const heldEmail = `held-${stamp}@example.com`;
    const person = { name: "Hal", email: heldEmail, function: "", imName: "", imValue: "" };
    const added = await req("POST", `${BASE}/companies/${held.id}/contacts`, person);
    expect(added.statusCode, added.body).toBe(200);
    const heldId = peopleCompanyResponseSchema.parse(added.json()).payload.contacts[0]?.id;

    const text = [
      HEADER,
      `Stale ${stamp};IE;;;;Sam;stale-${stamp}@example.com;;;`,
      `Held ${stamp};IE;;;;Hal;${heldEmail};;;`,
    ].join("\n");
    const first = (await previewOf(text)).payload;
    // Changes to companies and contacts the file does not name leave the preview as it is (a
    // live event's registrations and edits go on while an organiser reads it)...
    const elsewhere = await req("POST", `${BASE}/companies`, {
      name: `Meanwhile ${stamp}`,
      countryId: 1,
      categories: [1],
    });
    const other = peopleCompanyCreatedResponseSchema.parse(elsewhere.json()).payload;
    await req("POST", `${BASE}/companies/${other.id}/contacts`, {
      name: "Mo",
      email: `meanwhile-${stamp}@example.com`,
      attending: true,
    });
    expect((await importOf(first.id)).stale).toBe(false);
    // ...and any change to what it names makes it stale: a company of its name made meanwhile,
    // its contact's attendance, its company's main interests.
    await req("POST", `${BASE}/companies`, { name: `Stale ${stamp}`, countryId: 1, categories: [1] });
    expect((await importOf(first.id)).stale).toBe(true);
    const refused = await req("POST", `${BASE}/imports/${first.id}/apply`);
    expect(refused.statusCode).toBe(409);

    const again = (await previewOf(text)).payload;
    expect(again.stale).toBe(false);
    const attends = await req("PUT", `${BASE}/contacts/${heldId}`, { ...person, attending: true });
    expect(attends.statusCode, attends.body).toBe(200);
    expect((await importOf(again.id)).stale).toBe(true);
    const third = (await previewOf(text)).payload;
    await t.app.db.insert(companyCategories).values({ companyId: held.id, categoryId: 2 });
    expect((await importOf(third.id)).stale).toBe(true);
    expect((await req("POST", `${BASE}/imports/${third.id}/apply`)).statusCode).toBe(409);

    const fresh = (await previewOf(text)).payload;
    await t.app.db.update(contacts).set({ role: "organiser" }).where(eq(contacts.email, DEMO.lars));
    try {
      const other = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
      const theirs = await t.app.inject({
        method: "POST",
        url: `${BASE}/imports/${fresh.id}/apply`,
        headers: other.headers,
      });
      expect(theirs.statusCode).toBe(404);
      expect(
        (await t.app.inject({ url: `${BASE}/imports/${fresh.id}`, headers: other.headers })).statusCode,
      ).toBe(404);
    } finally {
      await t.app.db.update(contacts).set({ role: "attendee" }).where(eq(contacts.email, DEMO.lars));
    }
    await applied(fresh.id);
    expect((await req("POST", `${BASE}/imports/${fresh.id}/apply`)).statusCode).toBe(409);
  });
});

describe("invitations to set a password", () => {
  it("mails each contact without a password once, skips one who has a password, audited", async () => {
    const stamp = Date.now();
    const e = (n: number) => `inv-${stamp}-${n}@example.com`;
    const rows = Array.from({ length: 30 }, (_, i) => `Invite Co ${stamp};IE;;;;Person ${i};${e(i)};;;yes`);
    const p = (await previewOf([HEADER, ...rows].join("\n"))).payload;
    await applied(p.id);
    // One of them sets a password meanwhile (as the reset form does): not invited.
    await t.app.db
      .update(contacts)
      .set({ passwordHash: "set" })
      .where(eq(contacts.email, e(0)));

    const count = await req("GET", `${BASE}/invitations/count?audience=import&importId=${p.id}`);
    expect(count.json().payload.recipients).toBe(29);
    const noConfirm = await req("POST", `${BASE}/invitations`, { audience: "import", importId: p.id });
    expect(noConfirm.statusCode).toBe(400);
    expect(noConfirm.json().field).toBe("confirm");
    const unknown = await req("POST", `${BASE}/invitations`, {
      audience: "selection",
      contactIds: [999_999],
      confirm: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe("contactIds");

    const res = await req("POST", `${BASE}/invitations`, {
      audience: "import",
      importId: p.id,
      confirm: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().payload as { id: number };
    const sent = await eventually(async () => {
      const now = peopleInvitationResponseSchema.parse(
        (await req("GET", `${BASE}/invitations/${id}`)).json(),
      ).payload;
      return now.state === "sent" ? now : undefined;
    }, 20_000);
    expect(sent).toMatchObject({ recipients: 29, invited: 29, skipped: 0 });
    // Another organiser does not see it, as with imports: 404.
    await t.app.db.update(contacts).set({ role: "organiser" }).where(eq(contacts.email, DEMO.lars));
    try {
      const other = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
      const theirs = await t.app.inject({ url: `${BASE}/invitations/${id}`, headers: other.headers });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain('"recipients"');
    } finally {
      await t.app.db.update(contacts).set({ role: "attendee" }).where(eq(contacts.email, DEMO.lars));
    }
    // A job run again after the end tells nobody twice.
    await t.app.services.organiser.people.inviteBatch(id, new Date());

    const mails = await t.app.db
      .select({ to: mailOutbox.to, n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(like(mailOutbox.to, `inv-${stamp}-%`), eq(mailOutbox.subject, "Set your password")))
      .groupBy(mailOutbox.to);
    expect(mails).toHaveLength(29);
    expect(mails.every((m) => m.n === 1)).toBe(true);
    expect(mails.some((m) => m.to === e(0))).toBe(false);
    const [one] = await t.app.db
      .select({ text: mailOutbox.text, senderKey: mailOutbox.senderKey })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, e(1)));
    expect(one?.text).toContain("/?reset=");
    expect(one?.senderKey).toBe(`contact:${t.organiser.id}`);

    expect(await t.newestAudit("invitation")).toMatchObject({
      action: "invitation.send",
      objectId: String(id),
      after: { recipients: 29, audience: "import" },
    });

    // Everyone of the import has a password or was invited: a selection of those with one is nobody.
    const [withPassword] = await t.app.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(inArray(contacts.email, [e(0)]));
    const nobody = await req("POST", `${BASE}/invitations`, {
      audience: "selection",
      contactIds: [withPassword?.id ?? 0],
      confirm: true,
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().field).toBe("audience");
  });
});
