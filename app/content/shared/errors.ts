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
 * `field` names the form field the rule is about, so the form can show the message there;
 * `others` holds further fields refused by the same save, so the form shows every message at once.
 */
export class RuleViolationError extends Error {
  readonly status = 422;
  constructor(
    message: string,
    readonly field?: string,
    readonly others: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = "RuleViolationError";
  }

  /** One error for every field refused, by field name: the first field's message is the error's own. */
  static ofFields(errors: Record<string, string>): RuleViolationError | null {
    const [first, ...rest] = Object.entries(errors);
    return first ? new RuleViolationError(first[1], first[0], Object.fromEntries(rest)) : null;
  }

  /** Each refused field's message, as a form shows them. */
  get fieldErrors(): Record<string, string[]> {
    const errors = Object.fromEntries(Object.entries(this.others).map(([field, message]) => [field, [message]]));
    return this.field ? { [this.field]: [this.message], ...errors } : errors;
  }
}
