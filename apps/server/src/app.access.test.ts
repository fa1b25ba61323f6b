import type { FastifyInstance, HTTPMethods, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "./db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "./test/app.ts";

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

const GUARD_HOOKS = ["onRequest", "preParsing", "preValidation", "preHandler"] as const;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Guard = "user" | "organiser";
interface GuardedRoute {
  method: HTTPMethods;
  url: string;
  guard: Guard;
  /** Whether the guard runs on request, before the body is read and validated. */
  onRequest: boolean;
}

let t: TestApp;
let guarded: GuardedRoute[];
let attendee: Record<string, string>;
let organiser: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const { requireUser, requireOrganiser } = t.app;
  const hooksOf = (route: RouteOptions, name: (typeof GUARD_HOOKS)[number]) => [route[name] ?? []].flat();
  guarded = routes.flatMap((route) => {
    const all = GUARD_HOOKS.flatMap((name) => hooksOf(route, name));
    const guard: Guard | undefined = all.includes(requireOrganiser)
      ? "organiser"
      : all.includes(requireUser)
        ? "user"
        : undefined;
    if (!guard) return [];
    const onRequest = hooksOf(route, "onRequest").some((h) => h === requireUser || h === requireOrganiser);
    return [route.method]
      .flat()
      .filter((method) => method !== "HEAD")
      .map((method) => ({ method, url: route.url ?? "", guard, onRequest }));
  });
  attendee = (await signIn(t.app, DEMO.anna, DEMO_PASSWORD)).headers;
  organiser = (await signIn(t.app, DEMO.organiser, DEMO_PASSWORD)).headers;
});
afterAll(() => t.close());

/** The route's address with every parameter filled with something no schema takes. */
const addressOf = (url: string) =>
  `${url.replace(/:\w+(\([^)]*\))?/g, "not-an-id").replace(/\*$/, "x")}?page=not-a-number&id=%20`;

/** Two bodies no route takes: JSON that does not parse, and JSON of the wrong shape. */
const invalidBodies = [
  { payload: '{"email": ', headers: { "content-type": "application/json" } },
  { payload: "[[1]]", headers: { "content-type": "application/json" } },
];

function callWithInvalidInput(route: GuardedRoute, headers: Record<string, string> = {}) {
  const bodies = BODY_METHODS.has(route.method) ? invalidBodies : [{ payload: undefined, headers: {} }];
  return Promise.all(
    bodies.map((body) =>
      t.app.inject({
        method: route.method,
        url: addressOf(route.url),
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      }),
    ),
  );
}

describe("access checks come before input checks", () => {
  it("finds the guarded routes of the app, user and organiser ones", () => {
    expect(guarded.filter((r) => r.guard === "user").length).toBeGreaterThanOrEqual(10);
    expect(guarded.filter((r) => r.guard === "organiser").length).toBeGreaterThanOrEqual(1);
  });

  it("runs every guard on request, before the body is read", () => {
    expect(guarded.filter((r) => !r.onRequest).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it("answers a caller without a session 401 on every guarded route, whatever the input", async () => {
    for (const route of guarded) {
      for (const res of await callWithInvalidInput(route)) {
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json()).toMatchObject({ status: 401, error: "Unauthorized" });
        expect(res.json().field, `${route.method} ${route.url}`).toBeUndefined();
      }
    }
  });

  it("answers an attendee 403 on every organiser route, whatever the input", async () => {
    for (const route of guarded.filter((r) => r.guard === "organiser")) {
      for (const res of await callWithInvalidInput(route, attendee)) {
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json()).toMatchObject({ status: 403, error: "Forbidden" });
        expect(res.json().field).toBeUndefined();
      }
    }
  });

  it("checks the input once the caller may call: the organiser gets the 400", async () => {
    const withBody = guarded.filter((r) => r.guard === "organiser" && BODY_METHODS.has(r.method));
    expect(withBody.length).toBeGreaterThanOrEqual(1);
    for (const route of withBody) {
      for (const res of await callWithInvalidInput(route, organiser)) {
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(400);
      }
    }
  });
});
