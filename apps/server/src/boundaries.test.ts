import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type IViolation } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The server's layering rules of `.dependency-cruiser.cjs` (decision 0016), each proven to fail on
 * a probe: a small tree laid out like apps/server/src, with one import that breaks each rule, cruised
 * with the project's own configuration. `npm run lint` runs the same rules over the real tree.
 */
const require = createRequire(import.meta.url);
const config = require("../../../.dependency-cruiser.cjs") as {
  forbidden: unknown[];
  options: Record<string, unknown>;
};

const probe = mkdtempSync(path.join(tmpdir(), "ebm-boundaries-"));
afterAll(() => rmSync(probe, { recursive: true, force: true }));

/** Writes the probe's files, each path under apps/server/src. */
function tree(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(probe, "apps/server/src", file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}

tree({
  // A module with its public entry and an internal repository.
  "modules/meetings/index.ts": 'export { meetingsService } from "./meetings.service.ts";\n',
  "modules/meetings/meetings.service.ts":
    'import { meetingsRepository } from "./meetings.repository.ts";\nexport const meetingsService = () => meetingsRepository;\n',
  "modules/meetings/meetings.repository.ts": "export const meetingsRepository = 1;\n",
  // Another module: one file uses the public entry (allowed), one reaches into the repository.
  "modules/leads/leads.service.ts":
    'import { meetingsService } from "../meetings/index.ts";\nexport const leadsService = meetingsService;\n',
  "modules/leads/leads.reach-in.ts":
    'import { meetingsRepository } from "../meetings/meetings.repository.ts";\nexport const x = meetingsRepository;\n',
  // The composition root, once through the entry (allowed) and once past it.
  "services.ts":
    'import { meetingsService } from "./modules/meetings/index.ts";\nimport { meetingsRepository } from "./modules/meetings/meetings.repository.ts";\nexport const s = [meetingsService, meetingsRepository];\n',
  // A plugin that imports a module, even through its entry.
  "plugins/probe.ts":
    'import { meetingsService } from "../modules/meetings/index.ts";\nexport const p = meetingsService;\n',
  // A cycle between two files of one module.
  "modules/chat/chat.a.ts": 'import { b } from "./chat.b.ts";\nexport const a = () => b;\n',
  "modules/chat/chat.b.ts": 'import { a } from "./chat.a.ts";\nexport const b = () => a;\n',
  // A test may use another module's test kit.
  "modules/leads/leads.test.ts":
    'import { meetingsRepository } from "../meetings/meetings.repository.ts";\nexport const t = meetingsRepository;\n',
});

async function violations(): Promise<IViolation[]> {
  const cwd = process.cwd();
  process.chdir(probe);
  try {
    const result = await cruise(["apps/server/src"], {
      ...config.options,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    } as never);
    const output = result.output as { summary: { violations: IViolation[] } };
    return output.summary.violations;
  } finally {
    process.chdir(cwd);
  }
}

const found = await violations();
const byRule = (rule: string) =>
  found
    .filter((v) => v.rule.name === rule)
    .map((v) => `${v.from.replace("apps/server/src/", "")} -> ${v.to.replace("apps/server/src/", "")}`);

describe("the server's layers, each rule on a probe", () => {
  it("refuses a module's reach into another module's files, not its public entry or a test", () => {
    expect(byRule("server-module-public-entry")).toEqual([
      "modules/leads/leads.reach-in.ts -> modules/meetings/meetings.repository.ts",
    ]);
  });

  it("refuses the composition root's import past a module's entry", () => {
    expect(byRule("server-composition-through-public-entries")).toEqual([
      "services.ts -> modules/meetings/meetings.repository.ts",
    ]);
  });

  it("refuses a plugin that imports a module", () => {
    expect(byRule("server-plugins-below-modules")).toEqual(["plugins/probe.ts -> modules/meetings/index.ts"]);
  });

  it("refuses a cycle", () => {
    // One violation names the cycle, at the first of its files.
    expect(byRule("server-no-cycles")).toEqual(["modules/chat/chat.a.ts -> modules/chat/chat.b.ts"]);
  });
});
