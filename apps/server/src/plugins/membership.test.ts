import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { REGISTRATION_MESSAGES } from "@ebm/shared/registration-messages";
import { loginTbsResponseSchema, registerResponseSchema } from "@ebm/shared/schemas/register";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../db/schema/index.ts";
import { countryId } from "../db/seed/data/countries.ts";
import { DEMO_PASSWORD } from "../db/seed/index.ts";
import { AppError } from "../lib/errors.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../test/app.ts";
import { embeddedMembershipDirectory, httpMembershipDirectory } from "./membership.ts";

const API_KEY = "directory-key";
const MEMBER_PASSWORD = "correct horse battery";

/** The marketplace's answer for the stand-in's one member. */
const member = {
  id: 5012,
  company: {
    tbsCompanyId: 77_001,
    name: "Directory Traders SA",
    streetAddress: "Rue de la Loi 16",
    city: "Brussels",
    postalCode: "1000",
    countryIso2: "be",
    website: "https://directory-traders.example",
    tel: "+32 2 555 0101",
    vat: "BE0123456789",
    profile: "Servers and storage from Brussels.",
    categories: [3, 3, 42],
    trading: "used",
  },
  people: [
    {
      name: "Claire Dubois",
      function: "CEO",
      email: "Claire@Directory-Traders.example",
      tel: "+32 470 55 01 01",
    },
    { name: "Marc Peeters", function: "", email: "marc@directory-traders.example", tel: "" },
  ],
};

/** What the stand-in does next: answer as the marketplace would, or misbehave. */
let mode: "normal" | "500" | "garbage" | "slow" = "normal";
const seen: { path?: string; auth?: string; body?: unknown }[] = [];

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = "";
  req.on("data", (chunk) => {
    raw += chunk;
  });
  req.on("end", () => {
    const body = JSON.parse(raw || "{}") as { email?: string; password?: string };
    seen.push({ path: req.url, auth: req.headers.authorization, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    if (req.method !== "POST" || req.url !== "/api/members/login") return send(404, { error: "no route" });
    if (req.headers.authorization !== `Bearer ${API_KEY}`) return send(403, { error: "bad key" });
    if (mode === "500") return send(500, { error: "down" });
    if (mode === "garbage") return send(200, { hello: "world" });
    if (mode === "slow") return void setTimeout(() => send(200, member), 1000);
    if (body.email === "claire@directory-traders.example" && body.password === MEMBER_PASSWORD)
      return send(200, member);
    if (body.email === "gone@directory-traders.example") return send(404, { error: "no such member" });
    return send(401, { error: "bad credentials" });
  });
}

let server: Server;
let url = "";
beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("httpMembershipDirectory", () => {
  const countryIdOf = async (iso2: string) => (iso2 === "BE" ? 101 : undefined);
  const directory = (timeoutMs = 300, apiKey = API_KEY) =>
    httpMembershipDirectory({ url: `${url}/`, apiKey, timeoutMs, countryIdOf });

  it("posts the credentials with the bearer key and reads the member", async () => {
    mode = "normal";
    seen.length = 0;
    const found = await directory().signIn("claire@directory-traders.example", MEMBER_PASSWORD);
    expect(seen[0]).toEqual({
      path: "/api/members/login",
      auth: `Bearer ${API_KEY}`,
      body: { email: "claire@directory-traders.example", password: MEMBER_PASSWORD },
    });
    expect(found).toEqual({
      memberUserId: 5012,
      company: {
        tbsCompanyId: 77_001,
        name: "Directory Traders SA",
        streetAddress: "Rue de la Loi 16",
        city: "Brussels",
        postalCode: "1000",
        countryId: 101,
        website: "https://directory-traders.example",
        tel: "+32 2 555 0101",
        vat: "BE0123456789",
        profile: "Servers and storage from Brussels.",
        categories: [3],
        trading: "used",
        heardThrough: null,
      },
      people: [
        {
          name: "Claire Dubois",
          function: "CEO",
          email: "claire@directory-traders.example",
          tel: "+32 470 55 01 01",
        },
        { name: "Marc Peeters", function: "", email: "marc@directory-traders.example", tel: "" },
      ],
    });
  });

  it("reads 401 and 404 as not a member", async () => {
    mode = "normal";
    expect(await directory().signIn("claire@directory-traders.example", "wrong")).toBeNull();
    expect(await directory().signIn("gone@directory-traders.example", "x")).toBeNull();
  });

  it("turns any other answer, a bad shape, a timeout or no server into 502", async () => {
    const expectUnavailable = async (p: Promise<unknown>) => {
      const err = await p.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ statusCode: 502, message: REGISTRATION_MESSAGES.directoryUnavailable });
    };
    const login = (d = directory()) => d.signIn("claire@directory-traders.example", MEMBER_PASSWORD);
    mode = "500";
    await expectUnavailable(login());
    mode = "garbage";
    await expectUnavailable(login());
    mode = "slow";
    await expectUnavailable(login(directory(100)));
    mode = "normal";
    await expectUnavailable(login(directory(300, "wrong-key")));
    await expectUnavailable(
      login(
        httpMembershipDirectory({
          url: `${url}/`,
          apiKey: API_KEY,
          countryIdOf: async () => undefined,
        }),
      ),
    );
    await expectUnavailable(
      httpMembershipDirectory({ url: "http://127.0.0.1:9/api", countryIdOf }).signIn("a@b.example", "x"),
    );
  });
});

describe("embeddedMembershipDirectory", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("signs in this app's contacts of member companies with their password", async () => {
    const directory = embeddedMembershipDirectory(t.app.db);
    expect(t.app.membership.kind).toBe("embedded");
    const found = await directory.signIn(` ${DEMO.marketplace.toUpperCase()} `, DEMO_PASSWORD);
    expect(found).toMatchObject({
      memberUserId: 4,
      company: { tbsCompanyId: 90_002, name: "Marketplace Member Ltd", countryId: countryId("GB") },
    });
    expect(await directory.signIn(DEMO.marketplace, "wrong")).toBeNull();
    // The organiser's company has no marketplace id.
    expect(await directory.signIn(DEMO.organiser, DEMO_PASSWORD)).toBeNull();
  });
});

describe("the app with MEMBERSHIP_API_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MEMBERSHIP_API_URL: url, MEMBERSHIP_API_KEY: API_KEY });
  });
  afterAll(() => t.close());

  const tbsLogin = (email: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/register/loginTBSToGrabInfo",
      payload: { email, password },
    });

  it("signs members in at the marketplace and registers them with the directory's company", async () => {
    mode = "normal";
    expect(t.app.membership.kind).toBe("http");
    expect((await tbsLogin("claire@directory-traders.example", "wrong")).statusCode).toBe(401);

    const res = await tbsLogin("claire@directory-traders.example", MEMBER_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { result } = loginTbsResponseSchema.parse(res.json());
    expect(result.id).toBe(5012);
    expect(result.companyProfile).toMatchObject({
      companyName: "Directory Traders SA",
      tbsCompanyId: 77_001,
      country: countryId("BE"),
    });
    expect(result.attendees[1]).toEqual({
      name: "Marc Peeters",
      function: "-",
      email: "marc@directory-traders.example",
      tel: "-",
      tbd: false,
    });
    // The company is now known locally by its marketplace id.
    const [company] = await t.app.db.select().from(companies).where(eq(companies.tbsCompanyId, 77_001));
    expect(company).toMatchObject({ name: "Directory Traders SA", countryId: countryId("BE") });

    const { headers } = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
    await t.app.inject({
      method: "POST",
      url: "/api/organiser/registration",
      payload: { open: true },
      headers,
    });
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        companyProfile: {
          ...result.companyProfile,
          profile: "Servers and storage.",
          heardThrough: "TBS Website",
          categories: [3],
          trading: "used",
        },
        attendees: result.attendees,
        membershipToken: result.membershipToken,
        acceptPrivacy: true,
      },
    });
    expect(registered.statusCode).toBe(200);
    const out = registerResponseSchema.parse(registered.json());
    expect(out).toMatchObject({
      isMember: true,
      invoice: { vatLabel: "Reverse Charge", totalCents: 199_000 },
    });
    expect(out.link).toEqual(expect.any(String));
  });

  it("answers 502 when the directory fails", async () => {
    mode = "500";
    const res = await tbsLogin("claire@directory-traders.example", MEMBER_PASSWORD);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ status: 502, message: REGISTRATION_MESSAGES.directoryUnavailable });
    mode = "normal";
  });
});
