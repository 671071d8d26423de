/** A delete refused because other content still points at the record. */
export class DeleteBlockedError extends Error {
  readonly status = 409;
  constructor(message: string) {
    super(message);
    this.name = "DeleteBlockedError";
  }
}

/** A write refused by a business rule the database enforces for us (e.g. at most 3 active heroes). */
export class RuleViolationError extends Error {
  readonly status = 422;
  constructor(message: string) {
    super(message);
    this.name = "RuleViolationError";
  }
}

/** Builds "2 subcategories and 5 products" from counts, skipping zeros. */
export function describeLinks(links: Array<[count: number, singular: string, plural: string]>): string | null {
  const parts = links.filter(([count]) => count > 0).map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
