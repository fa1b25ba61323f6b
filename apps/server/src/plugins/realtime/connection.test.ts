import type { ServerWsEvent, StoredEvent } from "@ebm/shared/schemas/ws";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { eventStream, isStored } from "./connection.ts";
import type { EventStore } from "./event-store.ts";

const USER = 7;

function meetingChanged(seq: number): StoredEvent {
  return { type: "meeting-changed", seq, meetingId: 100 + seq, change: "requested", byId: 9 };
}

function newMessage(seq: number): StoredEvent {
  const message = {
    id: seq,
    conversationId: 1,
    contactId: 9,
    content: `m${seq}`,
    dateCreated: "",
    dateRead: null,
    clientId: null,
  };
  return { type: "new-message", seq, message };
}

/** A store holding `stored` for the user, counting its reads. */
function store(stored: StoredEvent[]) {
  const reads: number[] = [];
  const reader: Pick<EventStore, "current" | "since"> = {
    current: async () => stored.at(-1)?.seq ?? 0,
    since: async (_userId: number, afterSeq: number, limit: number) => {
      reads.push(afterSeq);
      return stored.filter((e) => e.seq > afterSeq).slice(0, limit);
    },
  };
  const events = reader as EventStore;
  return { events, reads };
}

function socket(events: EventStore) {
  const sent: ServerWsEvent[] = [];
  const stream = eventStream({
    userId: USER,
    events,
    send: (e) => sent.push(e),
    log: { warn: () => undefined } as unknown as FastifyBaseLogger,
  });
  const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
  return { stream, sent, settled };
}

describe("a socket's event stream", () => {
  it("counts every type of stored event as stored, and presence and typing as not", () => {
    expect(isStored(meetingChanged(1))).toBe(true);
    expect(isStored(newMessage(1))).toBe(true);
    expect(isStored({ type: "announcement", seq: 1 } as ServerWsEvent)).toBe(true);
    expect(isStored({ type: "notifications-read", seq: 1, upToId: 3 })).toBe(true);
    expect(isStored({ type: "message-read", seq: 1, conversationId: 1, contactId: 2, dateRead: "" })).toBe(
      true,
    );
    expect(isStored({ type: "user-connected", contactId: 2 })).toBe(false);
    expect(isStored({ type: "user-typing", contactId: 2 })).toBe(false);
  });

  it("sends meeting events and messages published live in order, once each, without reading the store", async () => {
    const { events, reads } = store([]);
    const { stream, sent, settled } = socket(events);
    await stream.start(undefined, () => undefined);
    for (const event of [meetingChanged(1), newMessage(2), meetingChanged(3), newMessage(4)])
      stream.deliver(event);
    await settled();
    expect(sent.map((e) => (e as StoredEvent).seq)).toEqual([1, 2, 3, 4]);
    expect(reads).toEqual([]);
  });

  it("drops a meeting event that the replay of a reconnect already sent", async () => {
    const stored = [newMessage(1), meetingChanged(2), meetingChanged(3)];
    const { events } = store(stored);
    const { stream, sent, settled } = socket(events);
    // Published while the socket was reading what it missed: both reach it.
    stream.deliver(meetingChanged(3));
    await stream.start(1, () => undefined);
    stream.deliver(meetingChanged(2));
    await settled();
    expect(sent.map((e) => (e as StoredEvent).seq)).toEqual([2, 3]);
  });
});
