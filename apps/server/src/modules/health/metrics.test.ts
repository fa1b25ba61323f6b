import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../config.ts";
import { DEMO_PASSWORD } from "../../db/seed/index.ts";
import { createTestApp, DEMO, signIn, type TestApp } from "../../test/app.ts";
import { connect } from "../../test/ws-client.ts";

const TOKEN = "scrape-token-0123456789";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { METRICS_TOKEN: TOKEN },
    { extend: (app) => app.jobs.define("metrics.test" as never, async () => undefined) },
  );
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The value of one series in a scrape, 0 when it is absent. */
function seriesValue(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("the dashboard and alert rules of docs/operations", () => {
  it("use only metrics this server serves", async () => {
    const text = await scrape();
    const served = new Set(
      text
        .split("\n")
        .filter((line) => line.startsWith("# TYPE "))
        .map((line) => line.split(" ")[2]),
    );
    for (const file of ["alerts.yml", "grafana-dashboard.json"]) {
      const source = readFileSync(path.join(repoRoot, "docs/operations", file), "utf8");
      const used = new Set(source.match(/\b(ebm|http|process|nodejs)_[a-z_0-9]+/g) ?? []);
      expect(used.size, file).toBeGreaterThan(3);
      for (const name of used) {
        // A histogram's series are its name with _bucket, _sum and _count.
        const base = name.replace(/_(bucket|sum|count)$/, "");
        expect(served.has(name) || served.has(base), `${file} uses ${name}`).toBe(true);
      }
    }
  });
});

describe("GET /metrics", () => {
  it("needs the token: none or a wrong one is 401, and without a token configured it is not there", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toContain("Bearer");
    const wrong = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const session = await signIn(t.app, DEMO.organiser, DEMO_PASSWORD);
    const organiser = await t.app.inject({ method: "GET", url: "/metrics", headers: session.headers });
    expect(organiser.statusCode).toBe(401);

    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("counts a request under its route template and status, and times it", async () => {
    const series = 'http_requests_total{method="GET",route="/api/health",status="200"}';
    const before = seriesValue(await scrape(), series);
    await t.app.inject({ method: "GET", url: "/api/health" });
    const text = await scrape();
    expect(seriesValue(text, series)).toBe(before + 1);
    expect(
      seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/health"}'),
    ).toBeGreaterThan(0);

    // An id in the address is not a series of its own.
    const { headers } = await signIn(t.app, DEMO.anna, DEMO_PASSWORD);
    await t.app.inject({ method: "GET", url: "/api/companies/999999", headers });
    const after = await scrape();
    expect(after).toMatch(
      /http_requests_total\{method="GET",route="\/api\/companies\/:id",status="\d+"\} \d+/,
    );
    expect(after).not.toMatch(/route="[^"]*999999/);
    // So is an address no route has.
    await t.app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(await scrape()).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} \d+/);
  });

  it("reports the build, the process, the queue, the outbox, the sockets and the edition", async () => {
    const text = await scrape();
    expect(text).toMatch(/ebm_build_info\{version="[^"]+",database="(pglite|postgres)",node="[\d.]+"\} 1/);
    expect(text).toContain("process_resident_memory_bytes");
    expect(text).toContain('ebm_jobs{state="due"}');
    expect(text).toContain("ebm_jobs_oldest_due_seconds");
    expect(text).toContain('ebm_mail_outbox{status="pending"}');
    expect(seriesValue(text, 'ebm_event{figure="attendees"}')).toBeGreaterThan(0);
    expect(text).toMatch(/ebm_dinner_seats\{day="1",state="seats"\} \d+/);
  });

  it("counts the authenticated sockets open on this instance", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { user } = await signIn(t.app, DEMO.lars, DEMO_PASSWORD);
    const series = 'ebm_websocket_connections{state="authenticated"}';
    const before = seriesValue(await scrape(), series);
    const ws = await connect(`${address.replace("http", "ws")}/ws/`);
    ws.send({ type: "auth", token: user.token });
    await ws.next("auth-ok");
    expect(seriesValue(await scrape(), series)).toBe(before + 1);
    ws.close();
    await ws.closed;
    await expect.poll(async () => seriesValue(await scrape(), series)).toBe(before);
  });

  it("counts the job runs by name and outcome", async () => {
    const series = 'ebm_job_runs_total{name="metrics.test",outcome="done"}';
    await t.app.jobs.enqueue(t.app.db, "metrics.test" as never, {} as never);
    await t.app.jobs.runDue({ names: ["metrics.test"] });
    expect(seriesValue(await scrape(), series)).toBe(1);
  });
});
