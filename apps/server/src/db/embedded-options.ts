/**
 * PostgreSQL's page cache inside the embedded database. PGlite starts it at 128 MB, all of it
 * written at start and kept by the process for its whole life (WebAssembly memory never shrinks);
 * a data folder of an event of 1,000 attendees after its two days is ~40 MB of tables and indexes,
 * and the pages it does not hold are read from the file system's own cache.
 */
export const EMBEDDED_SHARED_BUFFERS = "16MB";

/** How the embedded database is started: PGlite's own parameters, with the smaller page cache. */
export function embeddedOptions<E>(defaultStartParams: string[], extensions: E) {
  return {
    extensions,
    startParams: [...defaultStartParams, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  };
}
