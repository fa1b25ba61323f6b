import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { errorWords, feedbackOn, notifyError, serverReason } from "./feedback.ts";

const refused = new ApiError(403, "Forbidden", "Only the recipient can accept");
const bareConflict = new ApiError(409, "Conflict", "");
const offline = new ApiError(0, "NetworkError", "");

let shown: Parameters<typeof notifications.show>[0][] = [];

beforeEach(() => {
  shown = [];
  vi.spyOn(notifications, "show").mockImplementation((notification) => {
    shown.push(notification);
    return `n${shown.length}`;
  });
  vi.spyOn(notifications, "hide").mockImplementation((id) => id);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the snackbars said, as [title, message, role]. */
const said = () => shown.map((n) => [n.title, n.message, n.role]);

describe("serverReason and errorWords", () => {
  it("take the server's message of an ApiError and nothing from other errors", () => {
    expect(serverReason(refused)).toBe("Only the recipient can accept");
    expect(serverReason(offline)).toBeUndefined();
    expect(serverReason(new Error("boom"))).toBeUndefined();
  });

  it("fall back to the product's words, and to 'try again' for a bare conflict when given", () => {
    expect(errorWords(refused, { fallback: "Please try again." })).toBe("Only the recipient can accept");
    expect(errorWords(offline, { fallback: "Please try again." })).toBe("Please try again.");
    expect(errorWords(bareConflict, { conflict: "Try again" })).toBe("Try again");
    expect(
      errorWords(new ApiError(500, "Internal Server Error", ""), { conflict: "Try again" }),
    ).toBeUndefined();
  });
});

describe("notifyError", () => {
  it("puts the reason under the title, as an alert kept until closed", () => {
    notifyError(refused, { title: "That did not work" });
    expect(said()).toEqual([["That did not work", "Only the recipient can accept", "alert"]]);
    expect(shown[0]?.autoClose).toBe(false);
  });

  it("shows the title alone when there is no reason", () => {
    notifyError(offline, { title: "The export could not be made" });
    expect(said()).toEqual([[undefined, "The export could not be made", "alert"]]);
  });

  it("makes the reason, or the fallback, the only line when there is no title", () => {
    notifyError(refused, { fallback: "The mail could not be sent again. Please try again." });
    notifyError(new Error("boom"), { fallback: "The mail could not be sent again. Please try again." });
    expect(said()).toEqual([
      [undefined, "Only the recipient can accept", "alert"],
      [undefined, "The mail could not be sent again. Please try again.", "alert"],
    ]);
  });
});

describe("feedbackOn", () => {
  it("shows the success, then runs onSuccess with the answer", async () => {
    const onSuccess = vi.fn();
    await feedbackOn(Promise.resolve(42), {
      success: { title: "Saved" },
      failure: { title: "Not saved" },
      onSuccess,
    });
    expect(said()).toEqual([[undefined, "Saved", "status"]]);
    expect(onSuccess).toHaveBeenCalledWith(42);
  });

  it("shows the failure and resolves all the same", async () => {
    const onSuccess = vi.fn();
    await expect(
      feedbackOn(Promise.reject(bareConflict), {
        success: { title: "Accepted" },
        failure: { title: "The action did not work", conflict: "Please try again." },
        onSuccess,
      }),
    ).resolves.toBeUndefined();
    expect(said()).toEqual([["The action did not work", "Please try again.", "alert"]]);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
