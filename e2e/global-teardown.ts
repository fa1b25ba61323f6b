import { readFileSync, rmSync } from "node:fs";
import path from "node:path";

interface Scan {
  route: string;
  state: string;
  width: number;
  violations: number;
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
  console.log(
    `axe-core: ${scans.length} scans, ${distinct.size} distinct route × state × width ` +
      `(${routes.size} routes, widths ${widths.join("/")} px), ${violations} violations`,
  );
}
