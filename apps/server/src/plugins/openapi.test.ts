import Fastify from "fastify";
import fp from "fastify-plugin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/app.ts";
import accessPlugin from "./access.ts";
import openapi, { operationIdOf } from "./openapi.ts";

interface DocumentedOperation {
  operationId?: string;
  security?: unknown;
  "x-access"?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

let t: TestApp;
let doc: { servers?: unknown; paths: Record<string, Record<string, DocumentedOperation>> };
/** Every operation of the document, named as `METHOD /path`. */
let operations: [string, DocumentedOperation][];
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://meet.ebm.test" });
  doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]): [string, DocumentedOperation] => [
      `${method.toUpperCase()} ${path}`,
      op,
    ]),
  );
});
afterAll(() => t?.close());

/** An app with only the plugins the document needs, to see what registering a route does. */
async function bareApp() {
  const app = Fastify();
  app.decorate("config", { publicUrl: "http://localhost:3000" } as never);
  await app.register(fp(async () => {}, { name: "auth" }));
  await app.register(accessPlugin);
  await app.register(openapi);
  return app;
}

describe("operationIdOf", () => {
  it("names an operation by its method and the words of its path, each parameter as By<Name>", () => {
    expect(operationIdOf("GET", "/api/health")).toBe("getHealth");
    expect(operationIdOf("POST", "/api/scheduler/meetings/:id/action/:action")).toBe(
      "postSchedulerMeetingsByIdActionByAction",
    );
    expect(operationIdOf("POST", "/api/organiser/registrations/:id/resend-confirmation")).toBe(
      "postOrganiserRegistrationsByIdResendConfirmation",
    );
    expect(operationIdOf("GET", "/api/organiser/registrations.csv")).toBe("getOrganiserRegistrationsCsv");
    expect(operationIdOf("GET", "/api/scheduler/calendar/:token.ics")).toBe("getSchedulerCalendarByTokenIcs");
    expect(operationIdOf("DELETE", "/api/notes/:id")).toBe("deleteNotesById");
  });
});

describe("the OpenAPI document as other tools read it", () => {
  it("gives every operation an operationId of its own, made from its method and path", () => {
    expect(operations.length).toBeGreaterThanOrEqual(100);
    const ids = operations.map(([, op]) => op.operationId);
    expect(operations.filter(([, op]) => !op.operationId).map(([name]) => name)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [name, op] of operations) {
      const [method = "", path = ""] = name.split(" ");
      expect(op.operationId, name).toBe(operationIdOf(method, path.replace(/\{(\w+)\}/g, ":$1")));
      expect(op.operationId, name).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
  });

  it("says of every operation what it needs: nothing for a public one, the bearer token otherwise", () => {
    for (const [name, op] of operations)
      expect(op.security, name).toEqual(op["x-access"] === "public" ? [] : [{ bearer: [] }]);
  });

  it("names the deployment's public address as its server", () => {
    expect(doc.servers).toEqual([
      { url: "https://meet.ebm.test", description: "This deployment (PUBLIC_URL)" },
    ]);
  });

  it("documents a 4xx for every operation that takes input or a session", () => {
    const withoutInput = (op: DocumentedOperation) =>
      !op.parameters?.length && !op.requestBody && op["x-access"] === "public";
    const without4xx = operations.filter(
      ([, op]) => !Object.keys(op.responses).some((s) => s.startsWith("4")),
    );
    expect(without4xx.length).toBeGreaterThan(0);
    for (const [name, op] of without4xx) {
      expect(name).toMatch(/^GET /);
      expect(withoutInput(op), name).toBe(true);
    }
  });

  it("names POST /api/notes without the trailing slash of the address it also answers", () => {
    expect(doc.paths["/api/notes"]?.post?.operationId).toBe("postNotes");
    expect(doc.paths["/api/notes/"]).toBeUndefined();
    expect(Object.keys(doc.paths).filter((path) => path.length > 1 && path.endsWith("/"))).toEqual([]);
  });
});

describe("registering a documented route", () => {
  it("keeps an operationId the route sets itself", async () => {
    const app = await bareApp();
    app.get("/api/things", { config: { access: "public" }, schema: { operationId: "listThings" } }, () => "");
    app.get("/api/things/:id", { config: { access: "public" }, schema: {} }, () => "");
    await app.ready();
    const ids = Object.values(app.swagger().paths ?? {}).map((item) => item?.get?.operationId);
    expect(ids).toEqual(["listThings", "getThingsById"]);
    await app.close();
  });

  it("stops the app at start when two operations would share an operationId, naming both", async () => {
    const app = await bareApp();
    app.get("/api/things", { config: { access: "public" }, schema: { operationId: "getThing" } }, () => "");
    app.register(async (module) => {
      module.get("/api/thing", { config: { access: "public" }, schema: {} }, () => "");
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/thing and GET \/api\/things .*"getThing"/);
  });

  it("stops the app at start for a documented route of several methods, which one operationId cannot name", async () => {
    const app = await bareApp();
    app.register(async (module) => {
      module.route({
        method: ["GET", "POST"],
        url: "/api/both",
        config: { access: "public", rateClass: "own" },
        handler: () => "",
      });
    });
    await expect(app.ready()).rejects.toThrow(/GET,POST \/api\/both/);
  });
});
