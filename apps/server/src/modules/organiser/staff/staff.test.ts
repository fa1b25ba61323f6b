import { staffListResponseSchema, staffRoleResponseSchema } from "@ebm/shared/schemas/organiser-staff";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../db/seed/index.ts";
import { DEMO, signIn } from "../../../test/app.ts";
import { organiserTestKit } from "../organiser.test-kit.ts";

const t = organiserTestKit();

const put = (contactId: number, role: string, headers = t.organiser.headers) =>
  t.app.inject({ method: "PUT", url: `/api/organiser/staff/${contactId}`, headers, payload: { role } });

async function accountOf(email: string) {
  return (await signIn(t.app, email, DEMO_PASSWORD)).user;
}

describe("the console's staff section", () => {
  it("lists the staff, finds accounts by name or e-mail, and gives and takes the desk role, audited", async () => {
    const list = await t.asOrganiser("GET", "/api/organiser/staff");
    expect(list.statusCode, list.body).toBe(200);
    const staff = staffListResponseSchema.parse(list.json()).payload.items;
    expect(staff).toContainEqual(expect.objectContaining({ email: DEMO.organiser, role: "organiser" }));
    expect(staff.every((member) => member.role !== "attendee")).toBe(true);

    const found = await t.asOrganiser("GET", "/api/organiser/staff/candidates?q=lars.becker");
    expect(found.statusCode, found.body).toBe(200);
    const [lars] = staffListResponseSchema.parse(found.json()).payload.items;
    expect(lars).toMatchObject({ email: DEMO.lars, role: "attendee" });
    if (!lars) throw new Error("lars is not found");

    const larsSignedIn = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    const stats = () =>
      t.app.inject({ method: "GET", url: "/api/organiser/checkin/stats", headers: larsSignedIn.headers });
    expect((await stats()).statusCode).toBe(403);

    const granted = await put(lars.id, "desk");
    expect(granted.statusCode, granted.body).toBe(200);
    expect(staffRoleResponseSchema.parse(granted.json()).payload).toMatchObject({
      role: "desk",
      changed: true,
    });
    expect(await t.newestAudit("contact")).toMatchObject({
      action: "staff.grant",
      actorId: t.organiser.id,
      objectId: String(lars.id),
      before: { role: "attendee" },
      after: { role: "desk" },
    });
    // From the next request on, the desk is theirs, the rest of the console is not.
    expect((await stats()).statusCode).toBe(200);
    const staffAsDesk = await t.app.inject({
      method: "GET",
      url: "/api/organiser/staff",
      headers: larsSignedIn.headers,
    });
    expect(staffAsDesk.statusCode).toBe(403);
    expect((await put(lars.id, "organiser", larsSignedIn.headers)).statusCode).toBe(403);

    const listed = staffListResponseSchema.parse((await t.asOrganiser("GET", "/api/organiser/staff")).json());
    expect(listed.payload.items).toContainEqual(expect.objectContaining({ id: lars.id, role: "desk" }));

    const again = await put(lars.id, "desk");
    expect(again.json().payload.changed).toBe(false);

    const revoked = await put(lars.id, "attendee");
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await t.newestAudit("contact")).toMatchObject({
      action: "staff.revoke",
      after: { role: "attendee" },
    });
    expect((await stats()).statusCode).toBe(403);
  });

  it("never leaves the console without an organiser: the last one cannot stop being one", async () => {
    const self = await put(t.organiser.id, "attendee");
    expect(self.statusCode, self.body).toBe(409);
    expect(self.json()).toMatchObject({ field: "role", message: expect.stringMatching(/last organiser/) });

    // With a second organiser, the first may step down; the second then is the last one.
    const anna = await accountOf(DEMO.anna);
    expect((await put(anna.id, "organiser")).statusCode).toBe(200);
    const annaHeaders = (await signIn(t.app, DEMO.anna, DEMO_PASSWORD)).headers;
    expect((await put(t.organiser.id, "desk", annaHeaders)).statusCode).toBe(200);
    expect((await put(anna.id, "attendee", annaHeaders)).statusCode).toBe(409);
    // Put back as it was for the other tests.
    expect((await put(t.organiser.id, "organiser", annaHeaders)).statusCode).toBe(200);
    expect((await put(anna.id, "attendee")).statusCode).toBe(200);
  });

  it("takes two organisers demoting each other at once as one after the other: one stays", async () => {
    const anna = await accountOf(DEMO.anna);
    expect((await put(anna.id, "organiser")).statusCode).toBe(200);
    const annaHeaders = (await signIn(t.app, DEMO.anna, DEMO_PASSWORD)).headers;
    const [first, second] = await Promise.all([
      put(anna.id, "attendee"),
      put(t.organiser.id, "attendee", annaHeaders),
    ]);
    // One goes through; the other is refused: 409 when it waited on the lock, or 403 when its
    // caller was no longer an organiser by the time it was checked.
    const statuses = [first.statusCode, second.statusCode];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1);
    const staff = staffListResponseSchema.parse(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/organiser/staff",
          headers: first.statusCode === 200 ? t.organiser.headers : annaHeaders,
        })
      ).json(),
    );
    const organisers = staff.payload.items.filter((member) => member.role === "organiser");
    expect(organisers).toHaveLength(1);
    // Back as it was: the demo organiser and anna an attendee.
    if (first.statusCode !== 200) {
      expect((await put(t.organiser.id, "organiser", annaHeaders)).statusCode).toBe(200);
      expect((await put(anna.id, "attendee")).statusCode).toBe(200);
    }
  });

  it("refuses visitors (401) and attendees (403), unknown accounts (404) and bad input (400 naming the field)", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/organiser/staff" })).statusCode).toBe(401);
    const attendee = await t.attendee();
    for (const [method, url] of [
      ["GET", "/api/organiser/staff"],
      ["GET", "/api/organiser/staff/candidates?q=anna"],
    ] as const)
      expect((await t.app.inject({ method, url, headers: attendee.headers })).statusCode, url).toBe(403);
    expect((await put(1, "desk", attendee.headers)).statusCode).toBe(403);

    expect((await put(2_000_000_000, "desk")).statusCode).toBe(404);
    const badRole = await put(1, "king");
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().field).toBe("role");
    const shortSearch = await t.asOrganiser("GET", "/api/organiser/staff/candidates?q=a");
    expect(shortSearch.statusCode).toBe(400);
    expect(shortSearch.json().field).toBe("q");
  });
});
