import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerBodySchema } from "../register.ts";
import { companyProfileSchema } from "./register.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, "../..");

/** Every module specifier `file` imports or re-exports, statically or dynamically. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const found = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^"';]*?from\s*["']([^"']+)["']/g)].map(
    (m) => m[1],
  );
  found.push(...[...text.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]));
  return found.filter((s): s is string => s !== undefined);
}

/** The packages a module loads, its own relative imports followed to the end. */
function packagesLoadedBy(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of specifiersOf(file)) {
      if (spec.startsWith(".")) visit(path.resolve(path.dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(path.join(src, entry));
  return packages;
}

describe("what the web app imports from the shared package", () => {
  it.each([
    "schemas/mini/common.ts",
    "schemas/mini/auth.ts",
    "schemas/mini/chat.ts",
    "schemas/mini/register.ts",
    "schemas/mini/url.ts",
    "schemas/mini/organiser-settings.ts",
    "schemas/ws.ts",
  ])("%s builds its schemas with zod/mini alone", (entry) => {
    const zod = [...packagesLoadedBy(entry)].filter((p) => p === "zod" || p.startsWith("zod/"));
    expect(zod).toEqual(["zod/mini"]);
  });

  it.each([
    "leads.ts",
    "registration.ts",
    "chat.ts",
    "dinner.ts",
    "organiser-registrations.ts",
    "organiser-settings.ts",
    "constants.ts",
  ])("%s loads no schema library", (entry) => {
    expect([...packagesLoadedBy(entry)].filter((p) => p.startsWith("zod"))).toEqual([]);
  });
});

describe("schemas built with zod/mini inside the server's schemas", () => {
  const company = {
    companyName: "Acme",
    streetAddress: "Main Street 1",
    city: "Dublin",
    postalCode: "D01",
    country: 5,
    website: "www.example.com",
    tel: "+353 1 234",
    vat: "IE123",
    profile: "We trade laptops.",
    heardThrough: "Facebook",
    tbsCompanyId: null,
    categories: [1, 2],
    trading: "used",
  };
  const attendee = { name: "Ann", function: "Sales", email: "ann@example.com", tel: "1", tbd: false };

  it("parse and transform as a part of a classic schema, naming the failed field by its whole path", () => {
    const ok = registerBodySchema.safeParse({
      companyProfile: company,
      attendees: [attendee],
      acceptPrivacy: true,
    });
    expect(ok.success && ok.data.companyProfile.website).toBe("https://www.example.com");
    const bad = registerBodySchema.safeParse({
      companyProfile: { ...company, categories: [1, 2, 3, 4] },
      attendees: [{ ...attendee, tel: "  " }],
      acceptPrivacy: true,
    });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["companyProfile.categories", "Choose a maximum of 3"],
      ["attendees.0.tel", "Too small: expected string to have >=1 characters"],
    ]);
  });

  it("keep their descriptions in the JSON schema of the OpenAPI document", () => {
    const json = z.toJSONSchema(companyProfileSchema, { io: "input" }) as {
      properties: Record<string, { description?: string }>;
    };
    expect(json.properties.country?.description).toBe("country_id from /api/misc/countriesAll");
    expect(json.properties.website?.description).toMatch(/^An http\(s\) address, a host name/);
  });
});
