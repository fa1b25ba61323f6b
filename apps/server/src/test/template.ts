/** Where the test run's template data is (test/global-setup.ts); each server test's app copies it. */
export const TEMPLATE_ENV = {
  /** PostgreSQL: the template database's name. */
  database: "EBM_TEST_TEMPLATE_DATABASE",
  /** PGlite: the file holding the dump of the template's data folder. */
  pgliteDump: "EBM_TEST_TEMPLATE_PGLITE",
  /** The uploads the seed wrote (pictures), copied for each app. */
  uploads: "EBM_TEST_TEMPLATE_UPLOADS",
} as const;
