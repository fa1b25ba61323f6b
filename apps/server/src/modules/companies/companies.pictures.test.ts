import { randomBytes } from "node:crypto";
import { PROFILE_PICTURE } from "@ebm/shared/profile";
import { uploadPictureResponseSchema } from "@ebm/shared/schemas/companies";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts } from "../../db/schema/index.ts";
import { createTestApp, DEMO, first, signIn, type TestApp } from "../../test/app.ts";
import { IDS, makeImage, multipartBody, updatedUser, uploadPicture } from "./companies.test-kit.ts";

const PASSWORD = "Dublin2025!";
const SMALL = /^\/uploads\/profile-pictures\/1-[0-9a-f]{16}\.jpg$/;
const LARGE = /^\/uploads\/profile-pictures\/1-[0-9a-f]{16}-large\.jpg$/;

let t: TestApp;
let anna: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  anna = (await signIn(t.app, DEMO.anna, PASSWORD)).headers;
});
afterAll(() => t.close());

const annaRow = async () => first(await t.app.db.select().from(contacts).where(eq(contacts.id, IDS.anna)));

/** Loads an address as a browser would and reads it as an image. */
async function served(url: string) {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  return sharp(res.rawPayload).metadata();
}

const expectRefused = (res: Awaited<ReturnType<typeof uploadPicture>>, status = 400) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ status, field: "picture" });
};

describe("POST /api/companies/uploadPicture", () => {
  it("stores a PNG as a JPEG of at most 400×400 and a square thumbnail, served for good", async () => {
    const res = await uploadPicture(t.app, anna, await makeImage(800, 600, "png"));
    expect(res.statusCode).toBe(200);
    const body = uploadPictureResponseSchema.parse(res.json());
    expect(body.status).toBe(200);
    expect(body.profilePic).toMatch(SMALL);
    expect(body.profilePicLarge).toMatch(LARGE);
    expect(updatedUser(res)).toMatchObject({ id: IDS.anna, profilePic: body.profilePic });
    expect(await annaRow()).toMatchObject({
      profilePic: body.profilePic,
      profilePicLarge: body.profilePicLarge,
    });

    const large = await served(body.profilePicLarge);
    expect(large).toMatchObject({ format: "jpeg", width: 400, height: 300 });
    const small = await served(body.profilePic);
    expect(small).toMatchObject({
      format: "jpeg",
      width: PROFILE_PICTURE.thumbSide,
      height: PROFILE_PICTURE.thumbSide,
    });

    const page = await t.app.inject({
      method: "GET",
      url: `/api/companies/${IDS.demoTrading}`,
      headers: anna,
    });
    expect(page.json().result.contacts[0]).toMatchObject({ profilePic: body.profilePic, hasLargePic: true });
  });

  it("turns a JPEG upright by its EXIF orientation and keeps none of its metadata (GPS included)", async () => {
    const input = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: "Anna", Make: "PhoneMaker" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "53/1 20/1 0/1" },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from("PhoneMaker"))).toBe(true);

    const res = await uploadPicture(t.app, anna, input, { filename: "phone.jpg", type: "image/jpeg" });
    expect(res.statusCode).toBe(200);
    const body = uploadPictureResponseSchema.parse(res.json());
    const stored = await t.app.inject({ method: "GET", url: body.profilePicLarge });
    const after = await sharp(stored.rawPayload).metadata();
    // 300×200 shown rotated by 90°: 200 wide and 300 high.
    expect(after).toMatchObject({ format: "jpeg", width: 200, height: 300 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from("PhoneMaker"))).toBe(false);
  });

  it("keeps a small picture at its size", async () => {
    const res = await uploadPicture(t.app, anna, await makeImage(120, 90, "jpeg"), { type: "image/jpeg" });
    const body = uploadPictureResponseSchema.parse(res.json());
    expect(await served(body.profilePicLarge)).toMatchObject({ width: 120, height: 90 });
  });

  it("judges the content, not the declared type or name", async () => {
    const before = await annaRow();
    expectRefused(await uploadPicture(t.app, anna, Buffer.from("just some text, honestly\n")));
    expectRefused(
      await uploadPicture(t.app, anna, await makeImage(50, 50, "gif"), {
        filename: "a.gif",
        type: "image/gif",
      }),
    );
    expectRefused(await uploadPicture(t.app, anna, await makeImage(50, 50, "gif"), { filename: "a.png" }));
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    expectRefused(await uploadPicture(t.app, anna, webp, { filename: "a.jpg", type: "image/jpeg" }));
    expect(await annaRow()).toMatchObject({
      profilePic: before.profilePic,
      profilePicLarge: before.profilePicLarge,
    });
  });

  it("takes a PNG sent with a JPEG type and name", async () => {
    const res = await uploadPicture(t.app, anna, await makeImage(60, 60, "png"), {
      filename: "x.jpg",
      type: "image/jpeg",
    });
    expect(res.statusCode).toBe(200);
  });

  it("refuses data that only starts like an image", async () => {
    const png = await makeImage(200, 200, "png");
    expectRefused(await uploadPicture(t.app, anna, png.subarray(0, 60)));
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    expectRefused(await uploadPicture(t.app, anna, jpeg, { type: "image/jpeg" }));
  });

  it("refuses a file over the size limit with 413", async () => {
    const png = await makeImage(10, 10, "png");
    const big = Buffer.concat([png, randomBytes(PROFILE_PICTURE.maxBytes)]);
    expectRefused(await uploadPicture(t.app, anna, big), 413);
  });

  it("refuses an image over the pixel limit, however small the file", async () => {
    const huge = await makeImage(5000, 5000, "png");
    expect(huge.length).toBeLessThan(PROFILE_PICTURE.maxBytes);
    const res = await uploadPicture(t.app, anna, huge);
    expectRefused(res);
    expect(res.json().message).toContain("too large");
  });

  it("needs a file in the field picture", async () => {
    const textOnly = await multipartBody([{ field: "picture", bytes: "not a file" }]);
    const noFile = await t.app.inject({
      method: "POST",
      url: "/api/companies/uploadPicture",
      headers: { ...anna, ...textOnly.headers },
      payload: textOnly.payload,
    });
    expectRefused(noFile);
    expectRefused(await uploadPicture(t.app, anna, await makeImage(20, 20), { field: "avatar" }));
    const json = await t.app.inject({
      method: "POST",
      url: "/api/companies/uploadPicture",
      headers: anna,
      payload: { picture: "data:image/png;base64,AAAA" },
    });
    expectRefused(json);
    const empty = await t.app.inject({ method: "POST", url: "/api/companies/uploadPicture", headers: anna });
    expectRefused(empty);
  });

  it("needs a signed-in user", async () => {
    const res = await uploadPicture(t.app, {}, await makeImage(20, 20));
    expect(res.statusCode).toBe(401);
  });

  it("limits uploads to 20 a minute per user", async () => {
    const lars = (await signIn(t.app, DEMO.lars, PASSWORD)).headers;
    const bytes = Buffer.from("not an image");
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await uploadPicture(t.app, lars, bytes)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another user keeps their own budget.
    expect((await uploadPicture(t.app, anna, await makeImage(20, 20))).statusCode).toBe(200);
  });
});
