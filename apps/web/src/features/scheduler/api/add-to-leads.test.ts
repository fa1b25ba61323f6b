import type { Note } from "@ebm/shared/schemas/scheduler";
import { describe, expect, it } from "vitest";
import { sharedNotesText } from "./add-to-leads.ts";

const note = (id: number, message: string, isPrivate: boolean, name = "Anna Schmidt"): Note => ({
  id,
  message,
  isPrivate,
  name,
  createdBy: 1,
  dateCreated: "2025-11-06T10:00:00Z",
  scheduleId: 9,
});

describe("sharedNotesText", () => {
  it("keeps the shared notes with their authors, leaves the private ones out", () => {
    const notes = [
      note(1, " 200 servers ", false),
      note(2, "my own thought", true),
      note(3, "call Monday", false, "Erik"),
    ];
    expect(sharedNotesText(notes)).toBe("Anna Schmidt: 200 servers\nErik: call Monday");
  });

  it("is empty without shared notes", () => {
    expect(sharedNotesText([note(1, "private", true)])).toBe("");
  });
});
