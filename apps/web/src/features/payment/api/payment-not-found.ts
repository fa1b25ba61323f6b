import { ApiError } from "../../../lib/api-client.ts";

/**
 * True when the server says the address names no payment: 404, or 400 for an id or key that
 * cannot be one (a wrong or shortened link). Asking again would not change that.
 */
export const isPaymentNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Retries of a payment read: two, unless the payment is unknown. */
export const retryPaymentRead = (failureCount: number, error: unknown): boolean =>
  !isPaymentNotFound(error) && failureCount < 2;
