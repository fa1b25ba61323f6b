// ALTCHA's own v1 solver, run off the main thread: it answers `{ type: "work", payload }` with the
// solution (or null) and stops on `{ type: "abort" }`.
import "altcha-lib/v1/worker";
