import { sponsorsResponseSchema } from "@ebm/shared/schemas/content";
import { bannersResponseSchema } from "@ebm/shared/schemas/misc";
import {
  consoleBannerResponseSchema,
  consoleBannersResponseSchema,
  consoleSponsorResponseSchema,
  consoleSponsorsResponseSchema,
  contentImageResponseSchema,
} from "@ebm/shared/schemas/organiser-content";
import { describe, expect, it } from "vitest";
import { makeImage, multipartBody } from "../../../test/multipart.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";

const t = organiserTestKit();

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, headers = t.organiser.headers) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function upload(kind: string, bytes: Buffer, headers: Record<string, string> = t.organiser.headers) {
  const body = await multipartBody([{ field: "file", bytes, filename: "picture.png", type: "image/png" }]);
  return t.app.inject({
    method: "POST",
    url: `/api/organiser/content/images?kind=${kind}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function uploaded(kind: string, width: number, height: number): Promise<string> {
  const res = await upload(kind, await makeImage(width, height));
  expect(res.statusCode, res.body).toBe(200);
  return contentImageResponseSchema.parse(res.json()).payload.url;
}

const publicSponsors = async () =>
  sponsorsResponseSchema.parse((await t.app.inject({ method: "GET", url: "/api/misc/sponsors" })).json())
    .payload;

describe("the console's content editors: sponsors", () => {
  it("uploads a logo, adds, changes, orders and removes a sponsor, each on the public site at once and audited", async () => {
    const logoRes = await upload("sponsor-logo", await makeImage(1200, 400));
    expect(logoRes.statusCode, logoRes.body).toBe(200);
    const logo = contentImageResponseSchema.parse(logoRes.json()).payload;
    // Kept within 640×320, its shape kept.
    expect(logo).toMatchObject({ width: 640, height: 213 });
    expect(logo.url).toMatch(/^\/uploads\/sponsors\/sponsor-logo-[0-9a-f]+\.png$/);
    const served = await t.app.inject({ method: "GET", url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/image\/png/);

    const before = await publicSponsors();
    const made = await call("POST", "/api/organiser/content/sponsors", {
      name: "Harbour Refurb Ltd",
      url: "harbour-refurb.example",
      type: "submain",
      logoUrl: logo.url,
    });
    expect(made.statusCode, made.body).toBe(200);
    const sponsor = consoleSponsorResponseSchema.parse(made.json()).payload;
    expect(sponsor).toMatchObject({ url: "https://harbour-refurb.example", logoUrl: logo.url });
    expect(await t.newestAudit("sponsor")).toMatchObject({
      action: "sponsor.create",
      actorId: t.organiser.id,
      objectId: String(sponsor.id),
    });
    // No waiting for the public content's cache: the change shows on the next request.
    const after = await publicSponsors();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ id: sponsor.id, name: "Harbour Refurb Ltd", logoURL: logo.url });

    const changed = await call("PUT", `/api/organiser/content/sponsors/${sponsor.id}`, {
      name: "Harbour Refurb Group",
      url: "",
      type: "main",
      logoUrl: logo.url,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await t.newestAudit("sponsor")).toMatchObject({
      action: "sponsor.update",
      before: { name: "Harbour Refurb Ltd", type: "submain" },
      after: { name: "Harbour Refurb Group", type: "main", url: "" },
    });
    expect((await publicSponsors()).find((s) => s.id === sponsor.id)).toMatchObject({
      name: "Harbour Refurb Group",
      type: "main",
      url: "",
    });

    // First in the order.
    const listed = consoleSponsorsResponseSchema.parse(
      (await call("GET", "/api/organiser/content/sponsors")).json(),
    );
    const ids = listed.payload.items.map((s) => s.id);
    const reordered = [sponsor.id, ...ids.filter((id) => id !== sponsor.id)];
    const order = await call("POST", "/api/organiser/content/sponsors/order", { ids: reordered });
    expect(order.statusCode, order.body).toBe(200);
    expect((await publicSponsors())[0]?.id).toBe(sponsor.id);
    const partial = await call("POST", "/api/organiser/content/sponsors/order", { ids: [sponsor.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().field).toBe("ids");

    expect((await call("DELETE", `/api/organiser/content/sponsors/${sponsor.id}`)).statusCode).toBe(200);
    expect(await t.newestAudit("sponsor")).toMatchObject({
      action: "sponsor.delete",
      objectId: String(sponsor.id),
    });
    expect((await publicSponsors()).some((s) => s.id === sponsor.id)).toBe(false);
    expect((await call("DELETE", `/api/organiser/content/sponsors/${sponsor.id}`)).statusCode).toBe(404);
  });

  it("refuses what is not a picture, a logo outside the uploads and missing fields, naming the field", async () => {
    const text = await upload("sponsor-logo", Buffer.from("<svg onload=alert(1)></svg>"));
    expect(text.statusCode).toBe(400);
    expect(text.json().field).toBe("file");
    const gif = await upload("sponsor-logo", await makeImage(40, 40, "gif"));
    expect(gif.statusCode).toBe(400);
    const badKind = await upload("poster", await makeImage(40, 40));
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().field).toBe("kind");

    for (const logoUrl of [
      "https://elsewhere.example/logo.png",
      "/uploads/profile-pictures/1-x.jpg",
      "/uploads/../secrets.json",
    ]) {
      const res = await call("POST", "/api/organiser/content/sponsors", {
        name: "X",
        url: "",
        type: "others",
        logoUrl,
      });
      expect(res.statusCode, logoUrl).toBe(400);
      expect(res.json().field, logoUrl).toBe("logoUrl");
    }
    const logoUrl = await uploaded("sponsor-logo", 300, 100);
    const noName = await call("POST", "/api/organiser/content/sponsors", {
      name: " ",
      url: "",
      type: "main",
      logoUrl,
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().field).toBe("name");
    const script = await call("POST", "/api/organiser/content/sponsors", {
      name: "X",
      url: "javascript:alert(1)",
      type: "main",
      logoUrl,
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().field).toBe("url");
  });

  it("refuses visitors (401) and attendees (403) on every call", async () => {
    const attendee = await t.attendee();
    const logoUrl = await uploaded("sponsor-logo", 100, 50);
    const body = { name: "X", url: "", type: "main", logoUrl };
    for (const [method, url, payload] of [
      ["GET", "/api/organiser/content/sponsors"],
      ["POST", "/api/organiser/content/sponsors", body],
      ["PUT", "/api/organiser/content/sponsors/1", body],
      ["DELETE", "/api/organiser/content/sponsors/1"],
      ["POST", "/api/organiser/content/sponsors/order", { ids: [1] }],
      ["GET", "/api/organiser/content/banners"],
      ["DELETE", "/api/organiser/content/banners/1"],
    ] as const) {
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(
        401,
      );
      expect((await call(method, url, payload, attendee.headers)).statusCode, url).toBe(403);
    }
    expect((await upload("banner", await makeImage(100, 50), attendee.headers)).statusCode).toBe(403);
  });
});

describe("the console's content editors: banners", () => {
  it("adds a banner with its phone creative, shows it to visitors, hides it and removes it, audited", async () => {
    const image = await uploaded("banner", 1456, 180);
    const phone = await uploaded("banner-phone", 900, 400);
    const made = await call("POST", "/api/organiser/content/banners", {
      url: "https://harbour-refurb.example/offer",
      alt: "Harbour Refurb: grade A laptops in stock",
      image,
      mobileImage: phone,
      isAd: true,
      active: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    const banner = consoleBannerResponseSchema.parse(made.json()).payload;
    expect(banner).toMatchObject({ image, mobileImage: phone, active: true, numClicked: 0 });
    expect(await t.newestAudit("banner")).toMatchObject({
      action: "banner.create",
      objectId: String(banner.id),
    });

    // The only banner shown: hide the others, then visitors get this one with its phone creative.
    const all = consoleBannersResponseSchema.parse(
      (await call("GET", "/api/organiser/content/banners")).json(),
    );
    for (const other of all.payload.items.filter((b) => b.id !== banner.id && b.active)) {
      const { id, numClicked: _clicks, ...rest } = other;
      expect(
        (await call("PUT", `/api/organiser/content/banners/${id}`, { ...rest, active: false })).statusCode,
      ).toBe(200);
    }
    const shown = bannersResponseSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/misc/randomBanners" })).json(),
    );
    expect(shown.payload).toEqual([expect.objectContaining({ id: banner.id, image, mobileImage: phone })]);

    const hidden = await call("PUT", `/api/organiser/content/banners/${banner.id}`, {
      url: banner.url,
      alt: banner.alt,
      image,
      mobileImage: "",
      isAd: false,
      active: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await t.newestAudit("banner")).toMatchObject({
      action: "banner.update",
      before: { active: true, mobileImage: phone },
      after: { active: false, mobileImage: "" },
    });
    const none = bannersResponseSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/misc/randomBanners" })).json(),
    );
    expect(none.payload).toEqual([]);

    const badImage = await call("POST", "/api/organiser/content/banners", {
      url: "",
      alt: "x",
      image: "/uploads/sponsors/a.png",
      mobileImage: "",
      isAd: false,
      active: true,
    });
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json().field).toBe("image");
    const noAlt = await call("POST", "/api/organiser/content/banners", {
      url: "",
      alt: "",
      image,
      mobileImage: "",
      isAd: false,
      active: true,
    });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().field).toBe("alt");

    expect((await call("DELETE", `/api/organiser/content/banners/${banner.id}`)).statusCode).toBe(200);
    expect(await t.newestAudit("banner")).toMatchObject({ action: "banner.delete" });
    expect(
      (
        await call("PUT", `/api/organiser/content/banners/${banner.id}`, {
          url: "",
          alt: "x",
          image,
          mobileImage: "",
          isAd: false,
          active: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});
