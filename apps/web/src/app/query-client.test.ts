import { describe, expect, it } from "vitest";
import { ApiError, isClientError } from "../lib/api-client.ts";
import { queryClient } from "./query-client.ts";

describe("retries", () => {
  const retry = queryClient.getDefaultOptions().queries?.retry;
  const shouldRetry = (failureCount: number, error: Error) =>
    typeof retry === "function" ? retry(failureCount, error) : retry;

  it("never asks again after a 4xx, and once after a network failure or a 5xx", () => {
    expect(isClientError(new ApiError(404, "Not Found", ""))).toBe(true);
    expect(shouldRetry(0, new ApiError(404, "Not Found", ""))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, "Too Many Requests", ""))).toBe(false);
    expect(shouldRetry(0, new ApiError(0, "NetworkError", ""))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, "Service Unavailable", ""))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, "Service Unavailable", ""))).toBe(false);
  });
});
