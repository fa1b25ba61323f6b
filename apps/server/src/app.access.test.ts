import type { FastifyInstance, RouteOptions } from "fastify";
import Fastify from "fastify";
import fp from "fastify-plugin";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "./db/seed/index.ts";
import { setStaffRole } from "./modules/organiser/index.ts";
import accessPlugin, { ACCESS, type Access, accessOf } from "./plugins/access.ts";
import { RATE_CLASSES, type RateClass, READ_METHODS } from "./plugins/rate-classes.ts";
import rateLimitPlugin from "./plugins/rate-limit.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "./test/app.ts";
import { baseCandidates, type Operation, operationsOf } from "./test/openapi-requests.ts";

/**
 * Every route the app registers, seen through an onRoute hook added the moment the instance is
 * made, so routes that new modules add are covered without touching this test.
 */
const routes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock("fastify", async (importOriginal) => {
  const fastify = await importOriginal<typeof import("fastify")>();
  const make = fastify.default as (options?: object) => FastifyInstance;
  const withRouteList = ((options?: object) => {
    const app = make(options);
    app.addHook("onRoute", (route) => void routes.push(route));
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: withRouteList };
});

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SEED = 20_251_105;

interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  rateClass: RateClass | undefined;
}

let t: TestApp;
let declared: DeclaredRoute[];
let operations: Map<string, Operation>;
let attendee: Record<string, string>;
let organiser: Record<string, string>;
let desk: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  declared = routes.flatMap((route) =>
    [route.method].flat().map((method) => ({
      method,
      url: route.url ?? "",
      access: accessOf(route),
      rateClass: route.config?.rateClass,
    })),
  );
  const doc = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  operations = new Map(operationsOf(doc.json()).map((op) => [`${op.method} ${op.path}`, op]));
  attendee = (await signIn(t.app, DEMO.anna, DEMO_PASSWORD)).headers;
  organiser = (await signIn(t.app, DEMO.organiser, DEMO_PASSWORD)).headers;
  await setStaffRole(t.app.db, DEMO.lars, "desk");
  desk = (await signIn(t.app, DEMO.lars, DEMO_PASSWORD)).headers;
});
afterAll(() => t.close());

const named = (route: DeclaredRoute) => `${route.method} ${route.url}`;
const withAccess = (...access: Access[]) => declared.filter((r) => r.access && access.includes(r.access));
/** The route's path as the OpenAPI document writes it: `:id` becomes `{id}`. */
const documentedPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/**
 * A request the route would take from a caller with the right: path parameters filled with 1, the
 * query and body drawn from the route's documented schemas, so only the access check can refuse it.
 */
function validLooking(route: DeclaredRoute, headers: Record<string, string> = {}) {
  const op = operations.get(`${route.method} ${documentedPath(route.url)}`);
  const [candidate] = op ? baseCandidates(op, SEED, 1) : [];
  const query = candidate?.request.url.split("?")[1];
  const path = route.url.replace(/:\w+(\([^)]*\))?/g, "1");
  return t.app.inject({
    method: route.method as "GET",
    url: query ? `${path}?${query}` : path,
    payload: candidate?.request.payload,
    headers: { ...candidate?.request.headers, ...headers },
  });
}

/** The route's address with every parameter filled with something no schema takes. */
const invalidAddressOf = (url: string) =>
  `${url.replace(/:\w+(\([^)]*\))?/g, "not-an-id").replace(/\*$/, "x")}?page=not-a-number&id=%20`;

/** Two bodies no route takes: JSON that does not parse, and JSON of the wrong shape. */
const invalidBodies = [
  { payload: '{"email": ', headers: { "content-type": "application/json" } },
  { payload: "[[1]]", headers: { "content-type": "application/json" } },
];

function callWithInvalidInput(route: DeclaredRoute, headers: Record<string, string> = {}) {
  const bodies = BODY_METHODS.has(route.method) ? invalidBodies : [{ payload: undefined, headers: {} }];
  return Promise.all(
    bodies.map((body) =>
      t.app.inject({
        method: route.method as "GET",
        url: invalidAddressOf(route.url),
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      }),
    ),
  );
}

/** The status, and for a body-carrying answer the error body that must go with it. */
function expectRefused(res: Awaited<ReturnType<typeof validLooking>>, route: DeclaredRoute, status: number) {
  expect(res.statusCode, named(route)).toBe(status);
  if (route.method === "HEAD") return;
  const error = { 401: "Unauthorized", 403: "Forbidden" }[status];
  expect(res.json(), named(route)).toMatchObject({ status, error });
  expect(res.json().field, named(route)).toBeUndefined();
}

describe("every route declares who may call it", () => {
  it("finds the routes of the app, with an access on each, HEAD routes included", () => {
    expect(declared.length).toBeGreaterThanOrEqual(50);
    expect(declared.filter((r) => !r.access).map(named)).toEqual([]);
    expect(withAccess("attendee").length).toBeGreaterThanOrEqual(10);
    expect(withAccess("organiser").length).toBeGreaterThanOrEqual(2);
    const heads = declared.filter((r) => r.method === "HEAD" && r.url.startsWith("/api/"));
    expect(heads.length).toBeGreaterThanOrEqual(10);
    // The HEAD route Fastify adds for a GET takes the GET's access.
    for (const head of heads) {
      const get = declared.find((r) => r.method === "GET" && r.url === head.url);
      if (get) expect(head.access, named(head)).toBe(get.access);
    }
    expect(withAccess("attendee").filter((r) => r.method === "HEAD").length).toBeGreaterThanOrEqual(2);
  });

  it("keeps the organiser console to organiser staff, and its check-in desk to desk staff and organisers", () => {
    const consoleRoutes = declared.filter((r) => r.url.startsWith("/api/organiser/"));
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(2);
    const isDesk = (r: DeclaredRoute) =>
      r.url === "/api/organiser/checkin" || r.url.startsWith("/api/organiser/checkin/");
    expect(consoleRoutes.filter((r) => !isDesk(r) && r.access !== "organiser").map(named)).toEqual([]);
    expect(consoleRoutes.filter((r) => isDesk(r) && r.access !== "desk").map(named)).toEqual([]);
    expect(withAccess("desk").length).toBeGreaterThanOrEqual(4);
  });

  it("refuses to register a route without an access, naming its method and path", async () => {
    const app = Fastify();
    await app.register(fp(async () => {}, { name: "auth" }));
    await app.register(accessPlugin);
    expect(() => app.get("/api/nobody/said", async () => "")).toThrow(
      /GET \/api\/nobody\/said declares no access/,
    );
    expect(() => app.post("/api/typo", { config: { access: "everyone" as Access } }, async () => "")).toThrow(
      /POST \/api\/typo/,
    );
    await app.close();
  });

  it("stops the app at start when a module adds a route without one", async () => {
    const app = Fastify();
    await app.register(fp(async () => {}, { name: "auth" }));
    await app.register(accessPlugin);
    app.register(async (module) => {
      module.get("/api/forgotten", async () => "");
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten/);
  });

  it("shows each operation's access in the OpenAPI document, with the bearer scheme where it is needed", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>);
    expect(documented.length).toBeGreaterThanOrEqual(30);
    for (const [path, item] of documented) {
      for (const [method, op] of Object.entries(item)) {
        const route = declared.find(
          (r) => r.method === method.toUpperCase() && documentedPath(r.url) === path,
        );
        const where = `${method.toUpperCase()} ${path}`;
        expect(ACCESS, where).toContain(op["x-access"]);
        expect(op["x-access"], where).toBe(route?.access);
        expect(op.security, where).toEqual(op["x-access"] === "public" ? [] : [{ bearer: [] }]);
      }
    }
  });
});

describe("every call that changes something names its rate-limit class", () => {
  /** GET routes that change something all the same (the spec's click counter, a payment's sync). */
  const WRITING_GETS = ["/api/misc/randomBanners/:id/incrementNumClicked", "/api/payments/status"];

  it("finds a known class on every route whose method writes, and on the GETs that do", () => {
    const writing = declared.filter((r) => !READ_METHODS.has(r.method) || WRITING_GETS.includes(r.url));
    expect(writing.length).toBeGreaterThanOrEqual(50);
    expect(writing.filter((r) => !r.rateClass || !(r.rateClass in RATE_CLASSES)).map(named)).toEqual([]);
  });

  it("puts everything that tells another person something in the reach or chat class", () => {
    const classOf = (method: string, url: string) =>
      declared.find((r) => r.method === method && r.url === url)?.rateClass;
    expect(classOf("POST", "/api/scheduler/meetings")).toBe("reach");
    expect(classOf("POST", "/api/scheduler/meetings/:id/action/:action")).toBe("reach");
    expect(classOf("POST", "/api/messages/conversation")).toBe("reach");
    expect(classOf("POST", "/api/mail/sendMailToContact")).toBe("reach");
    expect(classOf("POST", "/api/messages")).toBe("chat");
    const consoleWrites = declared.filter(
      (r) => r.url.startsWith("/api/organiser/") && !READ_METHODS.has(r.method),
    );
    // The console's picture uploads decode large files: a budget of their own.
    const uploads = new Set(["/api/organiser/content/images"]);
    expect(
      consoleWrites.filter((r) => r.rateClass !== (uploads.has(r.url) ? "staffUpload" : "staff")).map(named),
    ).toEqual([]);
  });

  it("refuses to register a writing route without a class, naming it", async () => {
    const app = Fastify();
    await app.register(fp(async () => {}, { name: "auth" }));
    await app.register(accessPlugin);
    await app.register(rateLimitPlugin, { namespace: "test" });
    expect(() => app.post("/api/unbudgeted", { config: { access: "public" } }, async () => "")).toThrow(
      /POST \/api\/unbudgeted changes something but names no rate class/,
    );
    expect(() =>
      app.delete(
        "/api/typo",
        { config: { access: "public", rateClass: "lots" as RateClass } },
        async () => "",
      ),
    ).toThrow(/unknown rate class "lots"/);
    app.get("/api/reading", { config: { access: "public" } }, async () => "");
    await app.close();
  });

  it("documents each writing operation's class in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const request = doc.paths["/api/scheduler/meetings"].post;
    expect(request["x-rate-class"]).toBe("reach");
    expect(Object.keys(request.responses)).toContain("429");
  });
});

describe("access is checked before the input", () => {
  it("answers a caller without a session 401 on every route that is not public", async () => {
    const guarded = withAccess("attendee", "desk", "organiser");
    for (const route of guarded) expectRefused(await validLooking(route), route, 401);
  });

  it("answers a token that was never issued 401 as well", async () => {
    const stale = { authorization: "Bearer c3RhbGUtdG9rZW4tdGhhdC1uZXZlci1leGlzdGVk" };
    for (const route of withAccess("attendee", "desk", "organiser"))
      expectRefused(await validLooking(route, stale), route, 401);
  });

  it("answers an attendee 403 on every organiser and desk route", async () => {
    for (const route of withAccess("organiser", "desk"))
      expectRefused(await validLooking(route, attendee), route, 403);
  });

  it("answers desk staff 403 on every organiser route, and lets them through on the desk's", async () => {
    for (const route of withAccess("organiser")) expectRefused(await validLooking(route, desk), route, 403);
    for (const route of withAccess("desk")) {
      const res = await validLooking(route, desk);
      expect([401, 403], named(route)).not.toContain(res.statusCode);
    }
  });

  it("refuses without a session whatever the input, so the body is never read", async () => {
    for (const route of withAccess("attendee", "desk", "organiser"))
      for (const res of await callWithInvalidInput(route)) expectRefused(res, route, 401);
  });

  it("refuses an attendee on an organiser route whatever the input", async () => {
    for (const route of withAccess("organiser", "desk"))
      for (const res of await callWithInvalidInput(route, attendee)) expectRefused(res, route, 403);
    for (const route of withAccess("organiser"))
      for (const res of await callWithInvalidInput(route, desk)) expectRefused(res, route, 403);
  });

  it("checks the input once the caller may call: the organiser gets the 400", async () => {
    const withBody = withAccess("organiser").filter((r) => BODY_METHODS.has(r.method));
    expect(withBody.length).toBeGreaterThanOrEqual(1);
    for (const route of withBody) {
      for (const res of await callWithInvalidInput(route, organiser)) {
        expect(res.statusCode, named(route)).toBe(400);
      }
    }
  });

  it("lets anybody call the public routes", async () => {
    for (const url of ["/api/misc/allSettings", "/api/health", "/api/docs/json"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(200);
      expect((await t.app.inject({ method: "HEAD", url })).statusCode, `HEAD ${url}`).toBe(200);
    }
  });
});
