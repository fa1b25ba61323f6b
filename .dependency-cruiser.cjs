/**
 * The web app's layers (docs/ARCHITECTURE.md): app → features → lib/components → @ebm/shared.
 * `npm run lint` fails on any import that breaks them; type-only imports count too.
 */
const WEB = "^apps/web/src";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cross-feature-imports",
      comment:
        "A feature imports only lib/, components/, @ebm/shared and its own files. What two features share moves to lib/ or components/; a page that shows several features is composed in app/.",
      severity: "error",
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: "no-feature-to-app",
      comment: "The app composes features, never the other way round.",
      severity: "error",
      from: { path: `${WEB}/features/` },
      to: { path: `${WEB}/app/` },
    },
    {
      name: "components-stay-shared",
      comment: "Shared UI serves every feature, so it depends on none of them (nor on the app).",
      severity: "error",
      from: { path: `${WEB}/components/` },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: "lib-stays-at-the-bottom",
      comment: "Helpers and stores in lib/ import no feature, component or app code.",
      severity: "error",
      from: { path: `${WEB}/lib/` },
      to: { path: `${WEB}/(features|components|app)/` },
    },
    {
      name: "web-parses-with-zod-mini",
      comment:
        "The browser loads zod/mini only: the web takes runtime values from @ebm/shared's schema-free modules and from schemas/mini/ and schemas/ws.ts; a classic schema module (any other under schemas/) is imported for its types alone (import type), or zod's classic API comes back into the bundle (DESIGN.md §7, all JS ≤ 450 KB).",
      severity: "error",
      from: { path: WEB },
      to: {
        path: "^packages/shared/src/schemas/",
        pathNot: "^packages/shared/src/schemas/(mini/|ws[.]ts$)",
        dependencyTypesNot: ["type-only"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    // Resolves @ebm/shared through its package.json "exports", as Vite and TypeScript do.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "default"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
