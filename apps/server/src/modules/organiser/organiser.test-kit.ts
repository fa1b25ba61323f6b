import { type AuditEntry, auditListResponseSchema } from "@ebm/shared/schemas/organiser";
import { afterAll, beforeAll, expect } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../test/app.ts";

type Env = Record<string, string>;

/** Bearer headers of a signed-in account, as the tests send them. */
export interface Signed {
  headers: { authorization: string };
}

/**
 * The set-up of an organiser console test file: a test app on a fresh database, made before its
 * tests (with `env`, or what `env()` answers then, e.g. after a mail server of the file started)
 * and closed after them, with the demo organiser signed in.
 * @example
 * const t = organiserTestKit({ EVENT_TIME: THURSDAY_NOON });
 * it("…", async () => {
 *   await call(t.app, t.organiser, "POST", "/api/organiser/checkin/12");
 *   expect(await t.newestAudit("checkin")).toMatchObject({ action: "checkin.checkin" });
 * });
 */
export function organiserTestKit(env: Env | (() => Env) = {}) {
  let testApp: TestApp | undefined;
  let organiser: (Signed & { id: number }) | undefined;

  beforeAll(async () => {
    testApp = await createTestApp(typeof env === "function" ? env() : env);
    const signedIn = await signIn(testApp.app, DEMO.organiser, DEMO_PASSWORD);
    organiser = { id: signedIn.user.id, headers: signedIn.headers };
  });
  afterAll(() => testApp?.close());

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the organiser test kit is used before its beforeAll ran");
    return value;
  };

  /** A request to the app as the organiser. */
  const asOrganiser = (method: "GET" | "POST", url: string, payload?: object) =>
    started(testApp).app.inject({
      method,
      url,
      headers: started(organiser).headers,
      ...(payload ? { payload } : {}),
    });

  /** The newest audit entries, newest first: `count` of them, of one object type when given. */
  async function auditEntries(count = 1, objectType?: string): Promise<AuditEntry[]> {
    const query = new URLSearchParams({ pageSize: String(count), ...(objectType ? { objectType } : {}) });
    const res = await asOrganiser("GET", `/api/organiser/audit?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return auditListResponseSchema.parse(res.json()).payload.items;
  }

  return {
    /** The test app with its close(), for kits that take one. */
    get testApp() {
      return started(testApp);
    },
    get app() {
      return started(testApp).app;
    },
    /** The demo organiser: their contact id and bearer headers. */
    get organiser() {
      return started(organiser);
    },
    /** An attendee's bearer headers (the demo account anna's): the console refuses them. */
    attendee: async (): Promise<Signed> => ({
      headers: (await signIn(started(testApp).app, DEMO.anna, DEMO_PASSWORD)).headers,
    }),
    asOrganiser,
    auditEntries,
    /** The newest audit entry, of one object type when given. */
    newestAudit: async (objectType?: string) => (await auditEntries(1, objectType))[0],
  };
}
