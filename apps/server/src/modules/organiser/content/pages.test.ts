import {
  picturesResponseSchema,
  programResponseSchema,
  techTalksResponseSchema,
  testimonialsResponseSchema,
} from "@ebm/shared/schemas/content";
import { contactInfoResponseSchema } from "@ebm/shared/schemas/mail";
import { contentImageResponseSchema } from "@ebm/shared/schemas/organiser-content";
import {
  consoleGalleriesResponseSchema,
  consoleGalleryResponseSchema,
  consoleProgramDayResponseSchema,
  consoleProgramItemResponseSchema,
  consoleProgramResponseSchema,
  consoleSpeakerResponseSchema,
  consoleTeamMemberResponseSchema,
  consoleTeamResponseSchema,
  consoleTechTalkResponseSchema,
  consoleTechTalksResponseSchema,
  consoleTestimonialResponseSchema,
  consoleTestimonialsResponseSchema,
} from "@ebm/shared/schemas/organiser-content-pages";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { editions, pictureCategories, programDays, speakers, techTalks } from "../../../db/schema/index.ts";
import { DEMO_PASSWORD } from "../../../db/seed/index.ts";
import { DEMO, signIn } from "../../../test/app.ts";
import { makeImage, multipartBody } from "../../../test/multipart.ts";
import { organiserTestKit, type Signed } from "../organiser.test-kit.ts";

const t = organiserTestKit();

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, headers = t.organiser.headers) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const publicGet = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const C = "/api/organiser/content";

async function uploaded(kind: string, width: number, height: number) {
  const body = await multipartBody([
    { field: "file", bytes: await makeImage(width, height), filename: "p.png", type: "image/png" },
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: `${C}/images?kind=${kind}`,
    headers: { ...t.organiser.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return contentImageResponseSchema.parse(res.json()).payload;
}

/** Rows of another edition (the demo's past edition 19), which the editors must not reach. */
const other = { dayId: 0, speakerId: 0, talkId: 0, galleryId: 0 };
beforeAll(async () => {
  const db = t.app.db;
  const [past] = await db.select().from(editions).where(eq(editions.edition, 19));
  if (!past) throw new Error("the demo has no edition 19");
  const [day] = await db
    .insert(programDays)
    .values({ editionId: past.id, dayNumber: 99, date: "2023-11-09", label: "Old day" })
    .returning();
  const [speaker] = await db
    .insert(speakers)
    .values({
      editionId: past.id,
      name: "Old Speaker",
      company: "",
      role: "",
      day: 1,
      start: "10:00",
      end: "11:00",
    })
    .returning();
  const [talk] = await db
    .insert(techTalks)
    .values({ editionId: past.id, day: 1, start: "10:00", end: "11:00", title: "Old talk" })
    .returning();
  const [gallery] = await db
    .insert(pictureCategories)
    .values({ editionId: past.id, name: "Old" })
    .returning();
  if (!day || !speaker || !talk || !gallery) throw new Error("the other edition's rows were not made");
  Object.assign(other, { dayId: day.id, speakerId: speaker.id, talkId: talk.id, galleryId: gallery.id });
});

describe("the console's page editors: program", () => {
  it("adds, changes, orders and removes a session and a day, on the program page at once and audited", async () => {
    const program = consoleProgramResponseSchema.parse((await call("GET", `${C}/program`)).json()).payload;
    expect(program.timezone).toBe("Europe/Dublin");
    const day = program.days[1];
    if (!day) throw new Error("the demo program has no second day");
    const session = {
      dayId: day.id,
      timeStart: "16:30",
      timeEnd: "17:15",
      title: "Grading standards panel",
      icon: "users-group",
      location: "Room 4, ground floor",
      map: "",
      additional: "Bring your questions.",
      isCaptainsLunch: false,
    };
    const made = await call("POST", `${C}/program/items`, session);
    expect(made.statusCode, made.body).toBe(200);
    const item = consoleProgramItemResponseSchema.parse(made.json()).payload;
    expect(item).toMatchObject({ title: session.title, sort: day.items.length + 1 });
    expect(await t.newestAudit("program_item")).toMatchObject({
      action: "program.item.create",
      actorId: t.organiser.id,
      objectId: String(item.id),
    });
    const shown = programResponseSchema.parse(await publicGet("/api/misc/program")).payload;
    const onSite = shown.days.find((d) => d.dayNumber === day.dayNumber)?.events.at(-1);
    // Dublin is on UTC in November: the instant is the wall-clock time on the day's date.
    expect(onSite).toMatchObject({
      title: session.title,
      timeStart: "16:30",
      metaStart: `${day.date}T16:30:00.000Z`,
      location: session.location,
      additional: session.additional,
      map: null,
    });

    // First of the day, then changed.
    const ids = [item.id, ...day.items.map((i) => i.id)];
    const ordered = await call("POST", `${C}/program/days/${day.id}/order`, { ids });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(consoleProgramDayResponseSchema.parse(ordered.json()).payload.items[0]?.id).toBe(item.id);
    const partial = await call("POST", `${C}/program/days/${day.id}/order`, { ids: [item.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().field).toBe("ids");
    const changed = await call("PUT", `${C}/program/items/${item.id}`, {
      ...session,
      title: "Grading panel",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await t.newestAudit("program_item")).toMatchObject({
      action: "program.item.update",
      before: { title: session.title },
      after: { title: "Grading panel" },
    });
    const first = programResponseSchema
      .parse(await publicGet("/api/misc/program"))
      .payload.days.find((d) => d.dayNumber === day.dayNumber)?.events[0];
    expect(first?.title).toBe("Grading panel");

    for (const [body, field] of [
      [{ ...session, timeEnd: "16:00" }, "timeEnd"],
      [{ ...session, timeStart: "25:00" }, "timeStart"],
      [{ ...session, title: " " }, "title"],
      [{ ...session, icon: "rocket" }, "icon"],
      [{ ...session, map: "javascript:alert(1)" }, "map"],
      [{ ...session, dayId: other.dayId }, "dayId"],
    ] as const) {
      const res = await call("POST", `${C}/program/items`, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field, field).toBe(field);
    }

    expect((await call("DELETE", `${C}/program/items/${item.id}`)).statusCode).toBe(200);
    expect(await t.newestAudit("program_item")).toMatchObject({ action: "program.item.delete" });
    const after = programResponseSchema.parse(await publicGet("/api/misc/program")).payload;
    expect(after.days.flatMap((d) => d.events).some((e) => e.title === "Grading panel")).toBe(false);
    expect((await call("DELETE", `${C}/program/items/${item.id}`)).statusCode).toBe(404);

    // A day before the others becomes day 1; the others move up; removing it numbers them back.
    const dayMade = await call("POST", `${C}/program/days`, {
      date: "2025-11-04",
      label: "Tuesday November 4",
    });
    expect(dayMade.statusCode, dayMade.body).toBe(200);
    const newDay = consoleProgramDayResponseSchema.parse(dayMade.json()).payload;
    expect(newDay.dayNumber).toBe(1);
    expect(await t.newestAudit("program_day")).toMatchObject({ action: "program.day.create" });
    const withDay = programResponseSchema.parse(await publicGet("/api/misc/program")).payload;
    expect(withDay.days.map((d) => d.label)[0]).toBe("Tuesday November 4");
    const twice = await call("POST", `${C}/program/days`, { date: "2025-11-04", label: "Again" });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().field).toBe("date");
    const renamed = await call("PUT", `${C}/program/days/${newDay.id}`, {
      date: "2025-11-04",
      label: "Tuesday",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      (await call("PUT", `${C}/program/days/${other.dayId}`, { date: "2025-11-01", label: "X" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `${C}/program/days/${other.dayId}`)).statusCode).toBe(404);
    expect((await call("DELETE", `${C}/program/days/${newDay.id}`)).statusCode).toBe(200);
    expect(await t.newestAudit("program_day")).toMatchObject({ action: "program.day.delete" });
    const back = programResponseSchema.parse(await publicGet("/api/misc/program")).payload;
    expect(back.days.map((d) => d.dayNumber)).toEqual(program.days.map((d) => d.dayNumber));
  });
});

describe("the console's page editors: tech talk", () => {
  it("adds a speaker with a photo and a talk that names them, on the tech talk page at once, audited", async () => {
    const photo = await uploaded("speaker-photo", 800, 600);
    expect(photo).toMatchObject({ width: 400, height: 400 });
    expect(photo.url).toMatch(/^\/uploads\/speakers\/speaker-photo-[0-9a-f]+\.webp$/);
    const speakerBody = {
      name: "Nora Quinn",
      company: "Quinn Data Wipe",
      role: "Speaker",
      day: 1,
      start: "14:00",
      end: "14:45",
      description: "Certified erasure at scale.",
      profilePic: photo.url,
    };
    const made = await call("POST", `${C}/speakers`, speakerBody);
    expect(made.statusCode, made.body).toBe(200);
    const speaker = consoleSpeakerResponseSchema.parse(made.json()).payload;
    expect(await t.newestAudit("speaker")).toMatchObject({
      action: "speaker.create",
      objectId: String(speaker.id),
    });

    const talkBody = {
      day: 1,
      start: "14:00",
      end: "14:45",
      title: "Data erasure you can prove",
      location: "Room 6, first floor",
      speakerIds: [speaker.id],
    };
    const talkRes = await call("POST", `${C}/techtalks`, talkBody);
    expect(talkRes.statusCode, talkRes.body).toBe(200);
    // The console's list names the edition's meeting days, for the talks' and speakers' day.
    const listed = consoleTechTalksResponseSchema.parse((await call("GET", `${C}/techtalks`)).json()).payload;
    expect(listed.days).toEqual([
      { day: 1, date: "2025-11-06" },
      { day: 2, date: "2025-11-07" },
    ]);
    const talk = consoleTechTalkResponseSchema.parse(talkRes.json()).payload;
    expect(await t.newestAudit("tech_talk")).toMatchObject({ action: "techtalk.create" });
    const site = techTalksResponseSchema.parse(await publicGet("/api/techtalks"));
    expect(site.techtalks.find((x) => x.id === talk.id)).toMatchObject({
      title: talkBody.title,
      speakers: String(speaker.id),
    });
    expect(site.speakers.find((s) => s.id === speaker.id)).toMatchObject({
      name: "Nora Quinn",
      profilePic: photo.url,
    });

    for (const [url, body, field] of [
      [`${C}/techtalks`, { ...talkBody, speakerIds: [other.speakerId] }, "speakerIds"],
      [`${C}/techtalks`, { ...talkBody, end: "13:00" }, "end"],
      [`${C}/speakers`, { ...speakerBody, profilePic: "/uploads/sponsors/x.png" }, "profilePic"],
      [`${C}/speakers`, { ...speakerBody, name: "" }, "name"],
    ] as const) {
      const res = await call("POST", url, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field, field).toBe(field);
    }
    expect((await call("PUT", `${C}/techtalks/${other.talkId}`, talkBody)).statusCode).toBe(404);
    expect((await call("PUT", `${C}/speakers/${other.speakerId}`, speakerBody)).statusCode).toBe(404);

    const renamed = await call("PUT", `${C}/speakers/${speaker.id}`, { ...speakerBody, profilePic: "" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await t.newestAudit("speaker")).toMatchObject({
      action: "speaker.update",
      before: { profilePic: photo.url },
      after: { profilePic: null },
    });
    const untitled = await call("PUT", `${C}/techtalks/${talk.id}`, { ...talkBody, speakerIds: [] });
    expect(untitled.statusCode, untitled.body).toBe(200);
    expect(
      techTalksResponseSchema.parse(await publicGet("/api/techtalks")).techtalks.find((x) => x.id === talk.id)
        ?.speakers,
    ).toBe("");

    expect((await call("DELETE", `${C}/techtalks/${talk.id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `${C}/speakers/${speaker.id}`)).statusCode).toBe(200);
    expect(await t.newestAudit("speaker")).toMatchObject({ action: "speaker.delete" });
    const gone = techTalksResponseSchema.parse(await publicGet("/api/techtalks"));
    expect(gone.techtalks.some((x) => x.id === talk.id)).toBe(false);
    expect(gone.speakers.some((s) => s.id === speaker.id)).toBe(false);
  });
});

describe("the console's page editors: testimonials", () => {
  it("adds, hides, orders and removes a testimonial, on the site at once and audited", async () => {
    const listed = consoleTestimonialsResponseSchema.parse(
      (await call("GET", `${C}/testimonials`)).json(),
    ).payload;
    const cat = listed.cats.at(-1);
    if (!cat) throw new Error("the demo has no testimonial category");
    const body = {
      catId: cat.id,
      testimonial: "Forty meetings in two days, and every one counted.",
      authorName: "Ines Duarte",
      authorCompany: "Lisbon IT Trade",
      featured: false,
      shown: true,
    };
    const made = await call("POST", `${C}/testimonials`, body);
    expect(made.statusCode, made.body).toBe(200);
    const item = consoleTestimonialResponseSchema.parse(made.json()).payload;
    expect(await t.newestAudit("testimonial")).toMatchObject({
      action: "testimonial.create",
      objectId: String(item.id),
    });
    const site = async () =>
      testimonialsResponseSchema.parse(await publicGet("/api/misc/testimonials")).payload;
    expect((await site()).testimonials.find((x) => x.id === item.id)).toMatchObject({
      sender: "Ines Duarte, Lisbon IT Trade",
      catId: cat.id,
    });

    const ids = [item.id, ...listed.items.map((x) => x.id)];
    const ordered = await call("POST", `${C}/testimonials/order`, { ids });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await site()).testimonials.filter((x) => x.catId === cat.id)[0]?.id).toBe(item.id);
    expect(await t.newestAudit("testimonial")).toMatchObject({ action: "testimonial.order" });

    const hidden = await call("PUT", `${C}/testimonials/${item.id}`, { ...body, shown: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await t.newestAudit("testimonial")).toMatchObject({
      action: "testimonial.update",
      before: { shown: true },
      after: { shown: false },
    });
    expect((await site()).testimonials.some((x) => x.id === item.id)).toBe(false);

    for (const [patch, field] of [
      [{ catId: 999_999 }, "catId"],
      [{ testimonial: "" }, "testimonial"],
      [{ authorName: " " }, "authorName"],
    ] as const) {
      const res = await call("POST", `${C}/testimonials`, { ...body, ...patch });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field, field).toBe(field);
    }
    expect((await call("DELETE", `${C}/testimonials/${item.id}`)).statusCode).toBe(200);
    expect(await t.newestAudit("testimonial")).toMatchObject({ action: "testimonial.delete" });
    expect((await call("PUT", `${C}/testimonials/${item.id}`, body)).statusCode).toBe(404);
  });
});

describe("the console's page editors: galleries", () => {
  it("adds a gallery, two pictures at once with captions, orders and removes them, on the pictures page at once", async () => {
    const { edition } = consoleGalleriesResponseSchema.parse(
      (await call("GET", `${C}/galleries`)).json(),
    ).payload;
    const made = await call("POST", `${C}/galleries`, { name: "Harbour walk" });
    expect(made.statusCode, made.body).toBe(200);
    const gallery = consoleGalleryResponseSchema.parse(made.json()).payload;
    expect(await t.newestAudit("gallery")).toMatchObject({
      action: "gallery.create",
      objectId: String(gallery.id),
    });

    const [a, b] = await Promise.all([
      uploaded("gallery-picture", 2400, 1600),
      uploaded("gallery-picture", 600, 900),
    ]);
    if (!a || !b) throw new Error("no uploads");
    expect(a).toMatchObject({ width: 1600, height: 1067 });
    expect(b).toMatchObject({ width: 600, height: 900 });
    const added = await call("POST", `${C}/galleries/${gallery.id}/pictures`, {
      pictures: [
        { ...a, caption: "The quay at dusk" },
        { ...b, caption: "" },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const withPictures = consoleGalleryResponseSchema.parse(added.json()).payload;
    expect(withPictures.pictures.map((p) => p.caption)).toEqual(["The quay at dusk", ""]);
    expect(await t.newestAudit("gallery")).toMatchObject({ action: "gallery.pictures.add" });
    const site = async () =>
      picturesResponseSchema
        .parse(await publicGet(`/api/misc/pictures/${edition}`))
        .payload.categories.find((c) => c.id === gallery.id);
    expect((await site())?.files).toEqual([
      expect.objectContaining({ url: a.url, width: 1600, caption: "The quay at dusk" }),
      expect.objectContaining({ url: b.url, caption: "" }),
    ]);

    const [first, second] = withPictures.pictures;
    if (!first || !second) throw new Error("the pictures were not added");
    expect(
      (await call("POST", `${C}/galleries/${gallery.id}/order`, { ids: [second.id, first.id] })).statusCode,
    ).toBe(200);
    const captioned = await call("PUT", `${C}/pictures/${second.id}`, { caption: "Tall ships" });
    expect(captioned.statusCode, captioned.body).toBe(200);
    expect(await t.newestAudit("picture")).toMatchObject({
      action: "gallery.picture.update",
      after: { caption: "Tall ships" },
    });
    expect((await site())?.files.map((f) => f.caption)).toEqual(["Tall ships", "The quay at dusk"]);

    const outside = await call("POST", `${C}/galleries/${gallery.id}/pictures`, {
      pictures: [{ url: "/uploads/sponsors/x.png", width: 10, height: 10, caption: "" }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().field).toBe("pictures.0.url");
    const noName = await call("POST", `${C}/galleries`, { name: "" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().field).toBe("name");
    expect(
      (
        await call("POST", `${C}/galleries/${other.galleryId}/pictures`, {
          pictures: [{ ...a, caption: "" }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call("PUT", `${C}/galleries/${other.galleryId}`, { name: "Mine" })).statusCode).toBe(404);

    expect((await call("DELETE", `${C}/pictures/${first.id}`)).statusCode).toBe(200);
    expect(await t.newestAudit("picture")).toMatchObject({ action: "gallery.picture.delete" });
    expect((await site())?.files).toHaveLength(1);
    expect((await call("DELETE", `${C}/galleries/${gallery.id}`)).statusCode).toBe(200);
    expect(await t.newestAudit("gallery")).toMatchObject({ action: "gallery.delete" });
    expect(await site()).toBeUndefined();
  });
});

describe("the console's page editors: team", () => {
  it("adds, changes, orders and removes a member of the team, on the contact page at once and audited", async () => {
    const before = consoleTeamResponseSchema.parse((await call("GET", `${C}/team`)).json()).payload.items;
    const body = {
      name: "Fiona Walsh",
      position: "Sponsorships",
      phone: "+353 1 555 0199",
      email: "fiona@ebm.example",
    };
    const made = await call("POST", `${C}/team`, body);
    expect(made.statusCode, made.body).toBe(200);
    const member = consoleTeamMemberResponseSchema.parse(made.json()).payload;
    expect(await t.newestAudit("team_member")).toMatchObject({
      action: "team.create",
      objectId: String(member.id),
    });
    const site = async () =>
      contactInfoResponseSchema.parse(await publicGet("/api/misc/contactInfo")).payload.team;
    expect((await site()).at(-1)).toMatchObject({ name: "Fiona Walsh", whatsapp: "35315550199" });
    expect(JSON.stringify(await site())).not.toContain("fiona@ebm.example");

    const order = await call("POST", `${C}/team/order`, { ids: [member.id, ...before.map((m) => m.id)] });
    expect(order.statusCode, order.body).toBe(200);
    expect((await site())[0]?.name).toBe("Fiona Walsh");
    const changed = await call("PUT", `${C}/team/${member.id}`, { ...body, position: "Partners" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await site())[0]?.position).toBe("Partners");

    for (const [patch, field] of [
      [{ email: "not-an-address" }, "email"],
      [{ phone: "call me" }, "phone"],
      [{ name: "" }, "name"],
    ] as const) {
      const res = await call("POST", `${C}/team`, { ...body, ...patch });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field, field).toBe(field);
    }
    expect((await call("DELETE", `${C}/team/${member.id}`)).statusCode).toBe(200);
    expect(await t.newestAudit("team_member")).toMatchObject({ action: "team.delete" });
    expect((await site()).some((m) => m.name === "Fiona Walsh")).toBe(false);
    // The audit log names the member and what changed, never their e-mail or phone.
    const entries = (await t.auditEntries(20, "team_member")).filter(
      (e) => e.objectId === String(member.id) && e.action !== "team.order",
    );
    expect(entries.map((e) => e.action)).toEqual(["team.delete", "team.update", "team.create"]);
    expect(entries.find((e) => e.action === "team.update")?.after).toMatchObject({
      id: member.id,
      name: "Fiona Walsh",
      fields: ["position"],
    });
    for (const entry of entries) {
      const stored = JSON.stringify(entry);
      expect(stored, entry.action).not.toContain("fiona@ebm.example");
      expect(stored, entry.action).not.toContain("555 0199");
    }
  });
});

describe("the console's page editors: access", () => {
  it("refuses visitors (401), attendees and desk staff (403) on every call", async () => {
    const attendee = await t.attendee();
    const lars = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    const granted = await call("PUT", `/api/organiser/staff/${lars.user.id}`, { role: "desk" });
    expect(granted.statusCode, granted.body).toBe(200);
    const desk: Signed = { headers: lars.headers };
    const calls: [Method, string, object?][] = [
      ["GET", `${C}/program`],
      ["POST", `${C}/program/days`, { date: "2025-11-01", label: "X" }],
      ["PUT", `${C}/program/days/1`, { date: "2025-11-01", label: "X" }],
      ["DELETE", `${C}/program/days/1`],
      ["POST", `${C}/program/days/1/order`, { ids: [1] }],
      ["POST", `${C}/program/items`, {}],
      ["PUT", `${C}/program/items/1`, {}],
      ["DELETE", `${C}/program/items/1`],
      ["GET", `${C}/techtalks`],
      ["POST", `${C}/techtalks`, {}],
      ["PUT", `${C}/techtalks/1`, {}],
      ["DELETE", `${C}/techtalks/1`],
      ["POST", `${C}/speakers`, {}],
      ["PUT", `${C}/speakers/1`, {}],
      ["DELETE", `${C}/speakers/1`],
      ["GET", `${C}/testimonials`],
      ["POST", `${C}/testimonials`, {}],
      ["PUT", `${C}/testimonials/1`, {}],
      ["DELETE", `${C}/testimonials/1`],
      ["POST", `${C}/testimonials/order`, { ids: [1] }],
      ["GET", `${C}/galleries`],
      ["POST", `${C}/galleries`, { name: "X" }],
      ["PUT", `${C}/galleries/1`, { name: "X" }],
      ["DELETE", `${C}/galleries/1`],
      ["POST", `${C}/galleries/order`, { ids: [1] }],
      ["POST", `${C}/galleries/1/pictures`, {}],
      ["POST", `${C}/galleries/1/order`, { ids: [1] }],
      ["PUT", `${C}/pictures/1`, { caption: "" }],
      ["DELETE", `${C}/pictures/1`],
      ["GET", `${C}/team`],
      ["POST", `${C}/team`, {}],
      ["PUT", `${C}/team/1`, {}],
      ["DELETE", `${C}/team/1`],
      ["POST", `${C}/team/order`, { ids: [1] }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode, url).toBe(
        401,
      );
      expect((await call(method, url, payload, attendee.headers)).statusCode, url).toBe(403);
      expect((await call(method, url, payload, desk.headers)).statusCode, url).toBe(403);
    }
    expect((await call("PUT", `/api/organiser/staff/${lars.user.id}`, { role: "attendee" })).statusCode).toBe(
      200,
    );
  });
});
