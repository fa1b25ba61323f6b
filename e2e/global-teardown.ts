import { readFileSync, rmSync } from "node:fs";
import path from "node:path";

interface Scan {
  route: string;
  state: string;
  width: number;
  violations: number;
  /** How long the scan took, settling the page's animations included. */
  ms: number;
}

/**
 * Prints how many accessibility scans the run made (route × state × width) and the violations
 * they found; docs/ACCESSIBILITY.md quotes it.
 */
export default function globalTeardown(): void {
  const log = process.env.EBM_A11Y_LOG;
  if (!log) return;
  const scans = readFileSync(log, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Scan);
  rmSync(path.dirname(log), { recursive: true, force: true });
  const distinct = new Set(scans.map((scan) => `${scan.route} | ${scan.state} | ${scan.width}`));
  const routes = new Set(scans.map((scan) => scan.route));
  const widths = [...new Set(scans.map((scan) => scan.width))].sort((a, b) => a - b);
  const violations = scans.reduce((sum, scan) => sum + scan.violations, 0);
  const seconds = scans.reduce((sum, scan) => sum + (scan.ms ?? 0), 0) / 1000;
  console.log(
    `axe-core: ${scans.length} scans, ${distinct.size} distinct route × state × width ` +
      `(${routes.size} routes, widths ${widths.join("/")} px), ${violations} violations, ` +
      `${seconds.toFixed(0)} s of scanning`,
  );
  // One line per route: how many states it was scanned in, and at which widths.
  for (const route of [...routes].sort()) {
    const own = scans.filter((scan) => scan.route === route);
    const states = new Set(own.map((scan) => scan.state)).size;
    const at = [...new Set(own.map((scan) => scan.width))].sort((a, b) => a - b).join("/");
    console.log(`  ${route}: ${states} states at ${at} px`);
  }
}
