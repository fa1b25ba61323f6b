import { createRequire } from "node:module";
import {
  type ClientWsEvent,
  type ServerWsEvent,
  type ServerWsEventOf,
  type ServerWsEventType,
  serverWsEventSchema,
} from "@ebm/shared/schemas/ws";

/** What the tests use of the `ws` package's client (it ships no types of its own). */
interface RawSocket {
  on(event: "open", listener: () => void): void;
  on(event: "message", listener: (data: Buffer) => void): void;
  on(event: "close", listener: (code: number) => void): void;
  on(event: "error", listener: (err: Error) => void): void;
  send(data: string): void;
  close(): void;
  terminate(): void;
}
const require = createRequire(import.meta.url);
const WebSocketClient = require("ws") as new (url: string) => RawSocket;

export interface TestSocket {
  send(event: ClientWsEvent): void;
  /** Waits for the next event of a type not yet taken, and takes it (earlier ones of other types stay). */
  next<T extends ServerWsEventType>(type: T, timeoutMs?: number): Promise<ServerWsEventOf<T>>;
  /** Every event received so far, in order, validated against the contract. */
  received: ServerWsEvent[];
  /**
   * Sends `ping` and waits for its `pong`: the server handles a socket's messages in order, so
   * everything it did for the messages before has been done.
   */
  roundTrip(timeoutMs?: number): Promise<void>;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
  /** Drops the connection without a close handshake, as a lost network does. */
  terminate(): void;
}

/**
 * A real WebSocket client of a listening app, reading the server's events through the shared
 * contract (an event outside it fails the test); with `answerPings` it answers the server's pings.
 * @example const ws = await connect(`${base}/ws/`); ws.send({ type: "auth", token });
 */
export async function connect(url: string, opts: { answerPings?: boolean } = {}): Promise<TestSocket> {
  const raw = new WebSocketClient(url);
  const received: ServerWsEvent[] = [];
  const taken = new Set<ServerWsEvent>();
  const waiters = new Set<() => void>();
  raw.on("message", (data) => {
    const event = serverWsEventSchema.parse(JSON.parse(data.toString()));
    received.push(event);
    // As the browser's client does, at once.
    if (event.type === "ping" && opts.answerPings) raw.send(JSON.stringify({ type: "pong" }));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => raw.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    raw.on("open", resolve);
    raw.on("error", reject);
  });

  function next<T extends ServerWsEventType>(type: T, timeoutMs = 5000): Promise<ServerWsEventOf<T>> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = received.find((event) => event.type === type && !taken.has(event));
        if (!found) return false;
        taken.add(found);
        done();
        resolve(found as ServerWsEventOf<T>);
        return true;
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${type} event within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      const check = () => void look();
      if (!look()) waiters.add(check);
    });
  }

  return {
    send: (event) => raw.send(JSON.stringify(event)),
    next,
    received,
    async roundTrip(timeoutMs) {
      raw.send(JSON.stringify({ type: "ping" }));
      await next("pong", timeoutMs);
    },
    closed,
    close: () => raw.close(),
    terminate: () => raw.terminate(),
  };
}
