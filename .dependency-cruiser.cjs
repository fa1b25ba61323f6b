/**
 * The web app's layers (docs/ARCHITECTURE.md): app → features → lib/components → @ebm/shared;
 * the server's: app and services → modules (each through its public entry) → plugins, lib and db
 * (decision 0016). `npm run lint` fails on any import that breaks them; type-only imports count too.
 */
const WEB = "^apps/web/src";
const SERVER = "^apps/server/src";
/** Tests may use another module's test kit; the rules below are about the product's code. */
const SERVER_TESTS = ["[.]test[.]ts$", "[.]test-kit[.]ts$", `${SERVER}/test/`];

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
    {
      name: "server-module-public-entry",
      comment:
        "A server module uses another only through its public entry (modules/<m>/index.ts): never its repository, routes or any other file of its own (decision 0016).",
      severity: "error",
      from: { path: `${SERVER}/modules/([^/]+)/`, pathNot: SERVER_TESTS },
      to: {
        path: `${SERVER}/modules/`,
        pathNot: [`${SERVER}/modules/$1/`, `${SERVER}/modules/[^/]+/index[.]ts$`],
      },
    },
    {
      name: "server-composition-through-public-entries",
      comment:
        "The app, the services, the upkeep and the scripts build modules from their public entries too (modules/<m>/index.ts).",
      severity: "error",
      from: { path: SERVER, pathNot: [`${SERVER}/modules/`, ...SERVER_TESTS] },
      to: { path: `${SERVER}/modules/[^/]+/(?!index[.]ts$)` },
    },
    {
      name: "server-plugins-below-modules",
      comment:
        "Plugins, lib and db serve every module, so they import none (nor the services or the app): what they need of a module is handed to them, or lives below it.",
      severity: "error",
      from: { path: `${SERVER}/(plugins|lib|db)/`, pathNot: SERVER_TESTS },
      to: { path: `${SERVER}/(modules/|services[.]ts$|app[.]ts$|upkeep[.]ts$)` },
    },
    {
      name: "server-no-cycles",
      comment: "No file of the server reaches itself again through its imports, type-only ones included.",
      severity: "error",
      from: { path: SERVER, pathNot: SERVER_TESTS },
      to: { circular: true },
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
