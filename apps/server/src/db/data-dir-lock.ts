import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The lock file beside the embedded database's folder (`DATA_DIR/pglite`): never inside it, PGlite owns that. */
export const LOCK_FILE = "pglite.lock";

/** Who holds the folder: written into the lock file, named to whoever is refused. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** What opened it: "the server at http://…", "make-organiser", "backup". */
  what: string;
  startedAt: string;
}

/** Another process has the embedded database open: the message names it and says what to do. */
export class DataDirLockedError extends Error {}

/** Whether a process of this machine with that id is running (another user's counts as running). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as LockHolder;
  } catch {
    // Unreadable or half written: a start that died between create and write.
    return undefined;
  }
}

/**
 * The process of this machine that holds the folder now, if any (a lock left by a process that is
 * gone, or of another machine, is none).
 */
export function runningHolder(dir: string): LockHolder | undefined {
  const holder = readHolder(path.join(dir, LOCK_FILE));
  return holder && holder.hostname === os.hostname() && running(holder.pid) ? holder : undefined;
}

/**
 * Takes a data folder's embedded database (`dir`/pglite) for this process: PGlite does not lock it, and two processes
 * writing one folder corrupt it. A lock left by a process that is gone (a crash, a power cut) is
 * taken over; one of a running process, or of another machine sharing the folder, is refused with
 * a message naming it. Returns the release (also run when the process exits).
 * @example const release = lockDataDir(dir, "the server at http://localhost:3000");
 */
export function lockDataDir(dir: string, what: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    what,
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${JSON.stringify(me)}\n`);
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = readHolder(file);
      const gone = holder === undefined || (holder.hostname === me.hostname && !running(holder.pid));
      if (!gone || attempt > 0) throw new DataDirLockedError(refusal(dir, file, holder));
      // Left behind by a process that no longer runs: taken over, once.
      unlinkSync(file);
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    // Only our own: never a lock another process took over meanwhile.
    if (readHolder(file)?.pid === me.pid) unlinkSync(file);
  };
  process.on("exit", release);
  return release;
}

function refusal(dir: string, file: string, holder: LockHolder | undefined): string {
  const who = holder
    ? `${holder.what} (process ${holder.pid} on ${holder.hostname}, since ${holder.startedAt})`
    : "another process";
  return (
    `The embedded database in ${path.join(dir, "pglite")} is in use by ${who}. Two processes on one data folder would corrupt it: ` +
    "stop that one first, or give this one another DATA_DIR. " +
    `Should no such process run (the folder was copied from another machine), delete ${file}.`
  );
}

/**
 * For a command-line script: ends the process with the refusal's message alone (no stack) when the
 * folder is in use, and rethrows anything else.
 * @example const handle = await openDatabase({ … }).catch(exitWhenLocked);
 */
export function exitWhenLocked(err: unknown): never {
  if (!(err instanceof DataDirLockedError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
