/** A failure the client caused or may see; anything else becomes a 500 without details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
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
