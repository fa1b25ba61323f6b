// Lighthouse part of `npm run bench`: the mobile performance of the public pages (DESIGN.md §7:
// score ≥ 95 on home, program and directory; CLS ≤ 0.05), beside a tiny static page that the same
// server sends, measured in the same run, so the figures read as ratios to what the machine allows.
//
// Lighthouse's defaults: a phone form factor with simulated throttling (slow 4G, 4× slower CPU), in
// headless Chromium (CHROME_PATH, else /usr/bin/chromium). Each page is measured RUNS times,
// interleaved with the others, and the median of each figure is reported: on a busy machine single
// runs vary by several points.
//
// Also runs on its own against a server that is already up and serves the baseline page (a web
// build with BASELINE_FILE written into it), e.g.
//   LIGHTHOUSE_RUNS=1 node scripts/bench-lighthouse.mjs http://127.0.0.1:3000
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The pages with a Lighthouse budget. */
export const LIGHTHOUSE_PAGES = ["/", "/program", "/attendees"];
export const LIGHTHOUSE_BUDGET = { score: 95, cls: 0.05 };

/** File name of the baseline page, written into a copy of the web build by the benchmark. */
export const BASELINE_FILE = "lighthouse-baseline.html";

/** The baseline: one heading and a paragraph, as light as a page can be. */
export const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The benchmark's baseline page." />
    <title>Baseline</title>
  </head>
  <body>
    <h1>European Broker Meeting</h1>
    <p>Two days of one-to-one meetings for computer brokers, traders, wholesalers and refurbishers.</p>
  </body>
</html>
`;

/** Time one Lighthouse run may take before its browser is closed and the run counts as failed. */
const RUN_TIMEOUT_MS = 90_000;

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The Chromium that Lighthouse drives, or undefined when there is none on this machine. */
export function chromePath() {
  const candidate = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  return existsSync(candidate) ? candidate : undefined;
}

/**
 * Runs Lighthouse `runs` times on each of `urls` (interleaved) in one headless Chromium and
 * returns, per URL, the median score (0–100), FCP, LCP, TBT (ms) and CLS.
 * @example await measure(["http://127.0.0.1:3000/"], { runs: 3 })
 */
export async function measure(urls, { runs = 3, chrome = chromePath() } = {}) {
  // Lighthouse and its browser launcher are resolved from the workspace root, where they are installed.
  const requireRoot = createRequire(path.join(root, "package.json"));
  const { default: lighthouse } = await import(requireRoot.resolve("lighthouse"));
  const chromeLauncher = await import(
    createRequire(requireRoot.resolve("lighthouse")).resolve("chrome-launcher")
  );
  const samples = new Map(urls.map((url) => [url, []]));
  const launch = () =>
    chromeLauncher.launch({
      chromePath: chrome,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
      logLevel: "silent",
    });
  let browser = await launch();
  try {
    for (let run = 0; run < runs; run++) {
      for (const url of urls) {
        let timer;
        const timeout = new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Lighthouse took over ${RUN_TIMEOUT_MS} ms`)),
            RUN_TIMEOUT_MS,
          );
        });
        try {
          const result = await Promise.race([
            lighthouse(url, {
              port: browser.port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance"],
              maxWaitForLoad: 30_000,
            }),
            timeout,
          ]);
          const { audits, categories, runtimeError } = result.lhr;
          if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
          samples.get(url).push({
            score: Math.round((categories.performance.score ?? Number.NaN) * 100),
            fcp: audits["first-contentful-paint"].numericValue,
            lcp: audits["largest-contentful-paint"].numericValue,
            tbt: audits["total-blocking-time"].numericValue,
            cls: audits["cumulative-layout-shift"].numericValue,
          });
        } catch (err) {
          process.stderr.write(`Lighthouse run on ${url} failed: ${err.message}\n`);
          // A hung browser is replaced, so one bad run does not take the others with it.
          browser.kill();
          browser = await launch();
        } finally {
          clearTimeout(timer);
        }
      }
    }
  } finally {
    browser.kill();
  }
  return new Map(
    [...samples].map(([url, list]) => [
      url,
      {
        runs: list.length,
        score: median(list.map((s) => s.score)),
        fcp: median(list.map((s) => s.fcp)),
        lcp: median(list.map((s) => s.lcp)),
        tbt: median(list.map((s) => s.tbt)),
        cls: median(list.map((s) => s.cls)),
        scores: list.map((s) => s.score),
      },
    ]),
  );
}

/**
 * Measures the baseline and the budgeted pages of the app at `appUrl` and returns the report's
 * text, ending with whether the budget holds.
 */
export async function lighthouseReport(appUrl, { runs = 3, baselinePath = `/${BASELINE_FILE}` } = {}) {
  const chrome = chromePath();
  if (!chrome) {
    return "Lighthouse: skipped, no Chromium found (set CHROME_PATH, or install Debian's chromium).\n";
  }
  const baselineUrl = `${appUrl}${baselinePath}`;
  const urls = [baselineUrl, ...LIGHTHOUSE_PAGES.map((page) => `${appUrl}${page}`)];
  const results = await measure(urls, { runs, chrome });
  const base = results.get(baselineUrl);
  const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "–");
  const row = (name, r) =>
    `${name.padEnd(22)} ${(Number.isFinite(r.score) ? String(r.score) : "–").padStart(5)}  ${ms(r.fcp).padStart(8)}  ${ms(r.lcp).padStart(8)}  ` +
    `${ms(r.tbt).padStart(7)}  ${(Number.isFinite(r.cls) ? r.cls.toFixed(3) : "–").padStart(6)}`;
  const failures = [];
  const lines = LIGHTHOUSE_PAGES.map((page) => {
    const r = results.get(`${appUrl}${page}`);
    if (!(r.score >= LIGHTHOUSE_BUDGET.score)) failures.push(`${page} score ${r.score}`);
    if (!(r.cls <= LIGHTHOUSE_BUDGET.cls)) failures.push(`${page} CLS ${r.cls.toFixed(3)}`);
    return (
      `${row(page, r)}   ${(r.score / base.score).toFixed(2)}  ${(r.lcp / base.lcp).toFixed(2)}  ` +
      `runs ${r.scores.join(" ")}`
    );
  });
  return (
    `Lighthouse, mobile with simulated throttling, median of ${runs} runs per page:\n` +
    `${"page".padEnd(22)} score       FCP       LCP      TBT     CLS   ratio to baseline: score, LCP\n` +
    `${row("baseline static page", base)}   runs ${base.scores.join(" ")}\n` +
    lines.join("\n") +
    `\nLighthouse performance ≥ ${LIGHTHOUSE_BUDGET.score} and CLS ≤ ${LIGHTHOUSE_BUDGET.cls}: ` +
    `${failures.length === 0 ? "holds" : `FAILS (${failures.join(", ")})`}\n`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const appUrl = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  lighthouseReport(appUrl, { runs })
    .then((text) => process.stdout.write(text))
    .catch((err) => {
      process.stderr.write(`${err.stack ?? err}\n`);
      process.exit(1);
    });
}
