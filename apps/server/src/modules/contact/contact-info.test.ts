import { contactInfoResponseSchema, whatsappDigits } from "@ebm/shared/schemas/mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/misc/contactInfo", () => {
  it("gives the team without e-mail addresses, the venue hotel and the organiser details", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/misc/contactInfo" });
    expect(res.statusCode).toBe(200);
    const { payload } = contactInfoResponseSchema.parse(res.json());
    expect(payload.team).toHaveLength(5);
    expect(payload.team[0]).toEqual({
      id: 1,
      name: "Sophie van Dijk",
      position: "Event Manager",
      phone: "+31 20 555 0190",
      whatsapp: "31205550190",
    });
    expect(res.body).not.toContain("sophie@ebm.example");
    expect(payload.venue.name).toBe("The Liffey Quay Convention Hotel");
    expect(payload.venue.mapUrl).toMatch(/^https:\/\//);
    expect(payload.organiser.postal).toContain("Postbus");
    expect(payload.organiser.banking).toContain("IBAN");
    expect(payload.organiser.registration).toContain("VAT");
    expect(payload.organiser.office).toContain("Herengracht");
  });

  it("takes the digits of the first phone number for WhatsApp", () => {
    expect(whatsappDigits("+353 (1) 555-0100 / +353 87 000 0000")).toBe("35315550100");
    expect(whatsappDigits("+31 6 1234 5678 or +31 20 555 0000")).toBe("31612345678");
    expect(whatsappDigits("")).toBe("");
  });
});
