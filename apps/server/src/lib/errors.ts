/**
 * A failure the client caused or may see; anything else becomes a 500 without details. It is an
 * answer, not a fault, so it carries no stack: `assertOr(row, notFound())` makes one on every call,
 * and capturing a stack trace each time cost a few percent of a busy instance's CPU.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly field?: string;

  constructor(statusCode: number, message: string, field?: string) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.statusCode = statusCode;
    if (field !== undefined) this.field = field;
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const unauthorized = (message = "Please sign in.") => new AppError(401, message);
export const forbidden = (message = "You may not do this.") => new AppError(403, message);
export const notFound = (message = "Not found.") => new AppError(404, message);

/** A refusal that says how long to wait, in the Retry-After header and in the message. */
export function tooManyRequests(reply: { header(name: string, value: number): unknown }, seconds: number) {
  reply.header("retry-after", seconds);
  return new AppError(429, `Too many requests. Please try again in ${seconds} seconds.`);
}

/**
 * Throws the given AppError unless the condition holds.
 * @example assertOr(meeting.fromId === user.id, forbidden());
 */
export function assertOr(condition: unknown, error: AppError): asserts condition {
  if (!condition) throw error;
}
