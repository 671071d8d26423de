import type { Generated } from "kysely";
import type { productFields } from "~/content/product/definition";
import type { StoredColumns } from "~/content/shared/definition";

/**
 * Row types of every table. Both databases store the same shapes:
 * booleans as 0/1 integers, timestamps as ISO-8601 text, dates as YYYY-MM-DD text,
 * and structured lists as JSON text (parsed and validated by the content modules).
 * See docs/decisions/003-portable-column-types.md.
 */
type Timestamps = { created_at: string; updated_at: string };
type Id = Generated<number>;
type Flag = number;
/** The publishing workflow's columns (decision 035); existing rows are Published. */
type Publishing = { publish_status: Generated<"draft" | "scheduled" | "published" | "unpublished">; publish_at: string | null; unpublish_at: string | null };

export interface CategoryTable extends Timestamps {
  id: Id;
  name: string;
  description: string | null;
  small_content: string | null;
  image: string | null;
  sort_order: Generated<number>;
}

export interface SubcategoryTable extends Timestamps {
  id: Id;
  name: string;
  description: string | null;
  image: string | null;
  category_id: number;
  sort_order: Generated<number>;
}

export interface TypeTable extends Timestamps {
  id: Id;
  name: string;
  description: string | null;
  image: string | null;
  subcategory_id: number;
  sort_order: Generated<number>;
}

/**
 * A product's content columns follow its definition's fields (decision 026); the lifecycle status
 * has a default in the database (Active), so rows written without it stay valid.
 */
export type ProductTable = Timestamps & { id: Id; slug: string } & Omit<StoredColumns<typeof productFields>, "lifecycle_status" | keyof Publishing> & {
    lifecycle_status: Generated<StoredColumns<typeof productFields>["lifecycle_status"]>;
  } & Publishing & {
    /** The completeness score, 0-100 (decision 041); null until the app has scored the product. */
    completeness: number | null;
  };

/** A typed attribute of a category's or a type's products (issue 16): kind number, enum or boolean; options as JSON text. */
export interface AttributeTable extends Timestamps {
  id: Id;
  name: string;
  kind: string;
  unit: string | null;
  options: Generated<string>;
  sort_order: Generated<number>;
  category_id: number | null;
  type_id: number | null;
}

/** One product's value of one attribute: the number in the canonical unit, or the option; `shown` as entered. */
export interface ProductAttributeValueTable {
  product_id: number;
  attribute_id: number;
  number_value: number | null;
  choice: string | null;
  shown: string;
}

export interface SolutionTable extends Timestamps, Publishing {
  id: Id;
  title: string;
  date: string;
  content: string;
  highlights: string;
  specifications: string;
  applications: string;
}

export interface NewsTable extends Timestamps, Publishing {
  id: Id;
  title: string;
  place: string;
  date: string;
  images: string;
  content: string;
}

export interface HeroSectionTable extends Timestamps, Publishing {
  id: Id;
  image: string | null;
  h1_text: string;
  para_text: string | null;
  button_text: string;
  url_link: string;
  is_active: Flag;
  sort_order: Generated<number>;
}

export interface DriverCategoryTable extends Timestamps {
  id: Id;
  name: string;
  sort_order: Generated<number>;
}

export interface DriverTable extends Timestamps {
  id: Id;
  name: string;
  driver_category_id: number | null;
  download_link: string;
  file_name: string | null;
  file_size: number | null;
  checksum_sha256: string | null;
  /** One of DOWNLOAD_KINDS (app/content/driver/kinds.ts). */
  kind: Generated<string>;
  version: string | null;
  /** YYYY-MM-DD. */
  release_date: string | null;
  /** JSON text: a list of OPERATING_SYSTEMS keys. */
  operating_systems: Generated<string>;
  release_notes: string | null;
}

/** Which products a download serves (many to many). */
export interface DriverProductTable {
  driver_id: number;
  product_id: number;
}

export interface PopupTable extends Timestamps, Publishing {
  id: Id;
  title: string;
  content: string | null;
  image: string | null;
  link: string | null;
  delay_seconds: Generated<number>;
  display_pages: string;
  is_active: Flag;
  sort_order: Generated<number>;
}

export interface MediaServerApiTable {
  id: Id;
  api_url: string;
  active_or_no: Flag;
  order_of_precedence: Generated<number>;
  created_at: string;
}

export type InboxStatus = "new" | "in_progress" | "closed";

export interface EnquiryTable extends Timestamps {
  id: Id;
  product_id: number | null;
  product_name: string | null;
  name: string;
  company_name: string;
  mobile_number: string;
  email: string;
  location: string;
  looking_for: string;
  status: InboxStatus;
  /** When it first reached In progress, and when it was last Closed (decision 041); null if it has not, or before records began. */
  in_progress_at: string | null;
  closed_at: string | null;
  mail_status: "not_configured" | "queued" | "sent" | "failed";
  ip_address: string | null;
  user_agent: string | null;
}

/** One product of a quote-list enquiry (decision 034); name and model as they were when it was sent. */
export interface EnquiryLineTable {
  enquiry_id: number;
  position: number;
  product_id: number | null;
  product_name: string;
  model_number: string | null;
  quantity: number;
  note: Generated<string>;
}

export interface MessageTable extends Timestamps {
  id: Id;
  kind: "support" | "contact";
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  phone: string | null;
  product: string | null;
  subject: string;
  message: string;
  status: InboxStatus;
  /** When it first reached In progress, and when it was last Closed (decision 041); null if it has not, or before records began. */
  in_progress_at: string | null;
  closed_at: string | null;
  mail_status: "not_configured" | "queued" | "sent" | "failed";
  ip_address: string | null;
  user_agent: string | null;
}

export interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export type MediaKind = "image" | "catalogue" | "driver";

export interface MediaFileTable {
  id: Id;
  key: string;
  kind: MediaKind;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  original_name: string | null;
  checksum_sha256: string | null;
  variants: string;
  /** "#rgb", "transparent" for an image with alpha, null until measured (images only). */
  dominant_colour: string | null;
  /** What the file shows, for people who cannot see it (decision 040); null until written. */
  alt_text: string | null;
  created_at: string;
}

export interface MailOutboxTable {
  id: Id;
  to_address: string;
  reply_to: string | null;
  subject: string;
  body: string;
  source_table: "enquiries" | "messages" | null;
  source_id: number | null;
  status: "queued" | "sent" | "failed";
  attempts: number;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** One audit entry (decision 023); inserted only, in the transaction of the change it describes. */
export interface AuditLogTable {
  id: Id;
  created_at: string;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string | null;
  /** JSON: { field: [before, after] }, values shortened. */
  changes: string;
  ip_address: string | null;
  user_agent: string | null;
  request_id: string | null;
}

/** The last background check of stored files (decision 041): one row per check, shared by every instance. */
export interface HealthScanTable {
  name: string;
  started_at: string | null;
  requested_at: string | null;
  finished_at: string | null;
  locked_until: string | null;
  /** JSON: what the last finished check found. */
  findings: Generated<string>;
  error: string | null;
}

export interface ContentVersionTable {
  id: number;
  version: number;
  updated_at: string;
  /** The next moment a scheduled item starts or any item's unpublish time comes (decision 035). */
  next_change_at: string | null;
}

/** An editor's pending changes to a published record, kept apart from it until published (decision 035). */
export interface DraftTable {
  content_type: string;
  record_id: number;
  /** JSON text: the form as posted, a list of [name, value] pairs. */
  form: string;
  saved_by: string | null;
  updated_at: string;
}

/** A deleted record waiting 30 days in the trash (decision 037): its rows as JSON text, restorable with its id. */
export interface TrashTable {
  id: Id;
  /** The content type (a definition's audit target: "product", "driver-category"...). */
  content_type: string;
  record_id: number;
  /** Its name or title as it was, for the Trash screen. */
  title: string;
  /** JSON text: the row, the rows that belonged to it, links to it, its pending draft. */
  snapshot: string;
  /** JSON text: the uploaded files the snapshot links to (/media/... paths). */
  media: Generated<string>;
  deleted_by_id: string | null;
  deleted_by_name: string;
  deleted_at: string;
  purge_at: string;
}

/** One kept version of a record (decision 038): the record as saved, JSON text, by whom and when. */
export interface RevisionTable {
  id: Id;
  content_type: string;
  record_id: number;
  /** 1 for an item's first revision, counting on past pruned ones. */
  number: number;
  content: string;
  saved_by_id: string | null;
  saved_by: string | null;
  created_at: string;
}

/** An uploaded file a revision points at (its /media/ link): media usage counts revisions. */
export interface RevisionMediaTable {
  revision_id: number;
  url: string;
}

export interface RateLimitTable {
  key: string;
  count: number;
  reset_at: number;
}

/** Tables used by better-auth (names and columns follow its core schema). */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: number | boolean;
  image: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  /** administrator, editor or support (app/auth/roles.ts). */
  role: Generated<string>;
  /** Set while the account may not sign in. */
  disabledAt: string | Date | null;
  lastSignInAt: string | Date | null;
  /** Set by better-auth's twoFactor plugin once TOTP is confirmed. */
  twoFactorEnabled: Generated<number | boolean>;
}

export interface AuthSessionTable {
  id: string;
  expiresAt: string | Date;
  token: string;
  createdAt: string | Date;
  updatedAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  /** The last request seen with this session (written at most once a minute): the idle timeout's clock. */
  lastActiveAt: string | Date | null;
}

/** better-auth's twoFactor plugin table (decision 022); secret and backup codes are encrypted. */
export interface AuthTwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: Generated<number | boolean>;
  failedVerificationCount: Generated<number>;
  lockedUntil: string | Date | null;
  /** Ours: the newest TOTP time step accepted, so a code is never accepted twice. */
  lastUsedStep: number | string | null;
}

export interface AuthAccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: string | Date | null;
  refreshTokenExpiresAt: string | Date | null;
  scope: string | null;
  password: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface AuthVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string | Date;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface StaffInviteTable {
  id: Id;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A product file between its dry run and Apply import (decision 039). */
export interface ProductImportTable {
  token: string;
  user_id: string;
  file_name: string;
  format: string | null;
  /** The file's text; null when it was refused, and cleared once applied. */
  content: string | null;
  sha256: string | null;
  /** JSON: the dry run's report. */
  report: string | null;
  /** The plan's digest: Apply goes on only while the plan worked out again has the same. */
  digest: string | null;
  /** Why the file was refused as a whole (too large, not CSV or JSON, ...). */
  error: string | null;
  /** JSON: what Apply import did. */
  result: string | null;
  created_at: string;
  applied_at: string | null;
}

export interface Database {
  categories: CategoryTable;
  subcategories: SubcategoryTable;
  types: TypeTable;
  products: ProductTable;
  attributes: AttributeTable;
  product_attribute_values: ProductAttributeValueTable;
  solutions: SolutionTable;
  news: NewsTable;
  hero_sections: HeroSectionTable;
  driver_categories: DriverCategoryTable;
  drivers: DriverTable;
  driver_products: DriverProductTable;
  popups: PopupTable;
  media_server_api: MediaServerApiTable;
  enquiries: EnquiryTable;
  enquiry_lines: EnquiryLineTable;
  messages: MessageTable;
  site_settings: SiteSettingTable;
  media_files: MediaFileTable;
  mail_outbox: MailOutboxTable;
  content_version: ContentVersionTable;
  drafts: DraftTable;
  trash: TrashTable;
  revisions: RevisionTable;
  revision_media: RevisionMediaTable;
  rate_limits: RateLimitTable;
  user: AuthUserTable;
  session: AuthSessionTable;
  account: AuthAccountTable;
  verification: AuthVerificationTable;
  staff_invites: StaffInviteTable;
  twoFactor: AuthTwoFactorTable;
  audit_log: AuditLogTable;
  product_imports: ProductImportTable;
  health_scans: HealthScanTable;
}
