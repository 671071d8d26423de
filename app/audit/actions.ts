/**
 * Browser-safe: what an audit entry can say happened (decision 023), with the words the audit
 * screen shows. The filter offers exactly these, and the writer accepts no other.
 */
export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  lockout: "Locked out",
  "sign-out": "Signed out",
  "two-factor-enabled": "Two-factor turned on",
  "two-factor-disabled": "Two-factor turned off",
  "two-factor-reset": "Two-factor reset",
  "password-change": "Password changed",
  create: "Created",
  update: "Updated",
  delete: "Deleted",
  reorder: "Reordered",
  // The media library's Remove unused files (decision 040): one entry per file it removed.
  "remove-unused": "Removed as unused",
  // Content goes to the trash when deleted, and comes back or is purged from there (decision 037).
  trash: "Moved to trash",
  restore: "Restored from trash",
  purge: "Deleted permanently",
  "restore-revision": "Revision restored",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const isAuditAction = (value: unknown): value is AuditAction => typeof value === "string" && Object.hasOwn(AUDIT_ACTIONS, value);

/** What an entry is about: every content type, and the panel's other records. */
export const AUDIT_TARGETS = {
  category: "Category",
  subcategory: "Subcategory",
  type: "Type",
  product: "Product",
  attribute: "Attribute",
  solution: "Solution",
  news: "News",
  "hero-section": "Hero section",
  driver: "Driver",
  "driver-category": "Driver category",
  popup: "Popup",
  settings: "Site settings",
  upload: "Upload",
  enquiry: "Enquiry",
  message: "Message",
  user: "User",
  invite: "Invitation",
  session: "Session",
} as const;

export type AuditTarget = keyof typeof AUDIT_TARGETS;

export const isAuditTarget = (value: unknown): value is AuditTarget => typeof value === "string" && Object.hasOwn(AUDIT_TARGETS, value);

/** The words for a stored action or target; an unknown one (from a newer version) shows as stored. */
export const actionLabel = (action: string): string => (isAuditAction(action) ? AUDIT_ACTIONS[action] : action);
export const targetLabel = (target: string): string => (isAuditTarget(target) ? AUDIT_TARGETS[target] : target);
