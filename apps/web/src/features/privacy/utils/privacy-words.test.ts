import type { ConsentRecord } from "@ebm/shared/schemas/privacy";
import { describe, expect, it } from "vitest";
import { describeRecord, formatWithZone, retentionWords } from "./privacy-words.ts";

const record = (change: Partial<ConsentRecord>): ConsentRecord => ({
  kind: "notice",
  value: "accepted",
  noticeVersion: 2,
  at: "2025-11-06T09:12:00Z",
  source: "prompt",
  ...change,
});

describe("privacy words", () => {
  it("says how long data is kept, or that it is kept until deleted", () => {
    expect(retentionWords(90)).toBe("Your data is kept for 90 days after each edition, then deleted.");
    expect(retentionWords(null)).toBe("Your data is kept until you delete it.");
  });

  it("writes a consent record as the profile's history shows it", () => {
    expect(describeRecord(record({}))).toBe("Agreed to the privacy notice, version 2, when signing in");
    expect(describeRecord(record({ kind: "listed", value: "false", source: "profile" }))).toBe(
      "Not listed in the attendee directory, on your profile",
    );
    expect(describeRecord(record({ kind: "listed", value: "true", source: "registration" }))).toBe(
      "Listed in the attendee directory, at registration",
    );
    expect(describeRecord(record({ kind: "contactDetails", value: "connections" }))).toBe(
      "Phone and messenger shown only to people you meet or chat with, when signing in",
    );
  });

  it("gives an instant with its zone", () => {
    expect(formatWithZone("2025-11-06T09:12:00Z", "Europe/Dublin")).toBe("6 Nov 2025, 09:12 Dublin time");
  });
});
