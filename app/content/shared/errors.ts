/** A delete refused because other content still points at the record. */
export class DeleteBlockedError extends Error {
  readonly status = 409;
  constructor(message: string) {
    super(message);
    this.name = "DeleteBlockedError";
  }
}

/**
 * A write refused by a business rule the database enforces for us (e.g. at most 3 active heroes).
 * `field` names the form field the rule is about, so the form can show the message there.
 */
export class RuleViolationError extends Error {
  readonly status = 422;
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "RuleViolationError";
  }
}
