/**
 * The error a request body's reader sees when server/body-limit.ts cut the body off. The client has
 * already been answered 413 by then, so it is expected, not a fault to log.
 */
export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor() {
    super("Request body too large");
    this.name = "BodyTooLargeError";
  }
}

export function isBodyTooLarge(error: unknown): boolean {
  return error instanceof BodyTooLargeError || (error instanceof Error && error.cause instanceof BodyTooLargeError);
}
