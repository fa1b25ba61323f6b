import { existsSync } from "node:fs";
import path from "node:path";
import {
  largePictureResponseSchema,
  ownPictureResponseSchema,
  profilePicturesResponseSchema,
  uploadPictureResponseSchema,
} from "@ebm/shared/schemas/companies";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, editionContacts } from "../../db/schema/index.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";
import {
  attendingCompany,
  contactsOf,
  IDS,
  makeImage,
  updatedUser,
  uploadPicture,
} from "./companies.test-kit.ts";

const PASSWORD = "Dublin2025!";

let t: TestApp;
let anna: Record<string, string>;
let lars: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  anna = (await signIn(t.app, DEMO.anna, PASSWORD)).headers;
  lars = (await signIn(t.app, DEMO.lars, PASSWORD)).headers;
});
afterAll(() => t.close());

/** True when the file behind an /uploads/ address is on disk. */
const stored = (url: string) =>
  existsSync(path.join(t.app.config.uploadsDir, url.replace(/^\/uploads\//, "")));

const upload = async (width: number) => {
  const res = await uploadPicture(t.app, anna, await makeImage(width, width));
  expect(res.statusCode).toBe(200);
  return uploadPictureResponseSchema.parse(res.json());
};

const get = (url: string, headers: Record<string, string> = anna) =>
  t.app.inject({ method: "GET", url: `/api/companies/${url}`, headers });
const post = (url: string, payload: object | undefined, headers: Record<string, string> = anna) =>
  t.app.inject({ method: "POST", url: `/api/companies/${url}`, headers, ...(payload ? { payload } : {}) });

describe("replacing and removing the own picture", () => {
  it("deletes the files of the picture it replaces", async () => {
    const old = await upload(300);
    expect(stored(old.profilePic) && stored(old.profilePicLarge)).toBe(true);
    const next = await upload(310);
    expect(next.profilePic).not.toBe(old.profilePic);
    expect(stored(next.profilePic) && stored(next.profilePicLarge)).toBe(true);
    expect(stored(old.profilePic) || stored(old.profilePicLarge)).toBe(false);
  });

  it("keeps the files when the same picture is sent again", async () => {
    const once = await upload(320);
    const again = await upload(320);
    expect(again).toEqual(once);
    expect(stored(again.profilePic) && stored(again.profilePicLarge)).toBe(true);
  });

  it("reads the own small picture", async () => {
    const current = await upload(330);
    const res = await get("fetchPicture");
    expect(ownPictureResponseSchema.parse(res.json())).toEqual({
      status: 200,
      profilePic: current.profilePic,
    });
  });

  it("removes both sizes, clears both columns and tells the client", async () => {
    const current = await upload(340);
    const res = await post("removePicture", undefined);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    expect(updatedUser(res)).toMatchObject({ id: IDS.anna, profilePic: null });
    const row = first(await t.app.db.select().from(contacts).where(eq(contacts.id, IDS.anna)));
    expect(row).toMatchObject({ profilePic: null, profilePicLarge: null });
    expect(stored(current.profilePic) || stored(current.profilePicLarge)).toBe(false);
    expect((await get("fetchPicture")).json()).toEqual({ status: 200, profilePic: null });
    expect((await post("removePicture", undefined)).statusCode).toBe(200);
  });

  it("needs a signed-in user", async () => {
    expect((await post("removePicture", undefined, {})).statusCode).toBe(401);
    expect((await get("fetchPicture", {})).statusCode).toBe(401);
  });
});

describe("GET /api/companies/fetchLargePicture/:contactId", () => {
  const setLarge = (id: number, url: string | null) =>
    t.app.db.update(contacts).set({ profilePicLarge: url }).where(eq(contacts.id, id));

  it("gives a colleague's large picture", async () => {
    const current = await upload(350);
    const res = await get(`fetchLargePicture/${IDS.anna}`, lars);
    expect(res.statusCode).toBe(200);
    expect(largePictureResponseSchema.parse(res.json())).toEqual({
      status: 200,
      profilePicLarge: current.profilePicLarge,
    });
  });

  it("gives the large picture of a contact of an attending full member, or null when none", async () => {
    const member = await attendingCompany(t.app, true);
    const [contact, other] = await contactsOf(t.app, member.id);
    if (!contact) throw new Error("company without contacts");
    await setLarge(contact.id, "/uploads/profile-pictures/99-large.jpg");
    expect((await get(`fetchLargePicture/${contact.id}`)).json()).toEqual({
      status: 200,
      profilePicLarge: "/uploads/profile-pictures/99-large.jpg",
    });
    if (other) expect((await get(`fetchLargePicture/${other.id}`)).json().profilePicLarge).toBeNull();
  });

  it("answers 404 for contacts the caller may not see in full", async () => {
    const regular = await attendingCompany(t.app, false);
    const [regularContact] = await contactsOf(t.app, regular.id);
    if (!regularContact) throw new Error("company without contacts");
    await setLarge(regularContact.id, "/uploads/profile-pictures/98-large.jpg");
    expect((await get(`fetchLargePicture/${regularContact.id}`)).statusCode).toBe(404);
    // Marketplace Member Ltd does not attend; nobody's picture there is shown to others.
    expect((await get(`fetchLargePicture/${IDS.marketplace}`)).statusCode).toBe(404);
    expect((await get("fetchLargePicture/999999")).statusCode).toBe(404);
    expect((await get("fetchLargePicture/abc")).statusCode).toBe(400);
  });

  it("answers 404 for a contact of a full member who does not attend", async () => {
    const member = await attendingCompany(t.app, true, { skip: 1, minContacts: 2 });
    const [absent] = await contactsOf(t.app, member.id);
    if (!absent) throw new Error("company without contacts");
    await setLarge(absent.id, "/uploads/profile-pictures/97-large.jpg");
    expect((await get(`fetchLargePicture/${absent.id}`)).statusCode).toBe(200);
    await t.app.db.delete(editionContacts).where(eq(editionContacts.contactId, absent.id));
    expect((await get(`fetchLargePicture/${absent.id}`)).statusCode).toBe(404);
  });

  it("needs a signed-in user", async () => {
    expect((await get(`fetchLargePicture/${IDS.anna}`, {})).statusCode).toBe(401);
  });
});

describe("POST /api/companies/fetchProfilePictures", () => {
  it("lists the small pictures of the own company's contacts", async () => {
    const current = await upload(360);
    const res = await post("fetchProfilePictures", { companyId: IDS.demoTrading }, lars);
    expect(res.statusCode).toBe(200);
    expect(profilePicturesResponseSchema.parse(res.json())).toEqual({
      status: 200,
      pictures: [
        { id: IDS.anna, profilePic: current.profilePic },
        { id: IDS.lars, profilePic: null },
      ],
    });
  });

  it("lists the contacts shown on an attending full member's page", async () => {
    const member = await attendingCompany(t.app, true);
    const page = await get(String(member.id));
    const res = await post("fetchProfilePictures", { companyId: member.id });
    expect(res.statusCode).toBe(200);
    const pictures = profilePicturesResponseSchema.parse(res.json()).pictures;
    expect(pictures.map((p) => p.id)).toEqual(page.json().result.contacts.map((c: { id: number }) => c.id));
    expect(pictures.length).toBeGreaterThan(0);
  });

  it("answers 404 for a company the caller may not see in full", async () => {
    const regular = await attendingCompany(t.app, false);
    expect((await post("fetchProfilePictures", { companyId: regular.id })).statusCode).toBe(404);
    expect((await post("fetchProfilePictures", { companyId: IDS.marketplaceCompany })).statusCode).toBe(404);
    expect((await post("fetchProfilePictures", { companyId: 999_999 })).statusCode).toBe(404);
  });

  it("refuses a bad company id and visitors", async () => {
    const bad = await post("fetchProfilePictures", { companyId: "x" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "companyId" });
    expect((await post("fetchProfilePictures", { companyId: IDS.demoTrading }, {})).statusCode).toBe(401);
  });
});
