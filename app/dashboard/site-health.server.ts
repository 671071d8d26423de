import { type SelectQueryBuilder, sql } from "kysely";
import type { Area } from "~/auth/roles";
import { formatReceived } from "~/components/admin/inbox-labels";
import { INBOX_KIND_LABELS, inboxItemPath } from "~/content/inbox/schema";
import { productTabHref } from "~/content/product/completeness";
import { isLiveAt } from "~/content/shared/publishing";
import { createVersionedCache } from "~/content/shared/versioned-cache.server";
import { trashedTitles } from "~/content/trash/repository.server";
import type { Db } from "~/db/connection.server";
import { editHref } from "./admin-links";
import type { MissingFile } from "./file-scan.server";
import type { ScanState } from "./health-scans.server";

/** How many items of one check the dashboard lists (all are counted). */
export const HEALTH_ITEMS = 10;
/** Hero sections and popups whose unpublish time falls within this many days are listed. */
export const ENDING_WITHIN_DAYS = 7;

export type HealthItem = { key: string; text: string; href: string | null; action: string };
export type HealthCheckId = "missing-files" | "missing-downloads" | "checksums" | "deleted-products" | "discontinued-successors" | "ending-soon" | "failed-mail";
/** `checked`: false for a check of stored files that has not run yet. */
export type HealthCheck = { id: HealthCheckId; title: string; area: Area; items: HealthItem[]; count: number; empty: string; checked: boolean };

const check = (id: HealthCheckId, title: string, area: Area, empty: string, items: HealthItem[], count: number = items.length, checked = true): HealthCheck => ({
  id,
  title,
  area,
  empty,
  items: items.slice(0, HEALTH_ITEMS),
  count,
  checked,
});

type Found = { items: HealthItem[]; count: number };

/** Products naming a successor that no longer exists (no foreign key holds it, decision 029). */
async function successorsDeleted(db: Db): Promise<Found> {
  const naming = db
    .selectFrom("products")
    .where("products.successor_id", "is not", null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom("products as successor").select("successor.id").whereRef("successor.id", "=", "products.successor_id"))));
  const [rows, count] = await Promise.all([
    naming.select(["products.id", "products.name", "products.successor_id"]).orderBy("products.id").limit(HEALTH_ITEMS).execute(),
    countOf(naming),
  ]);
  const trashed = await trashedTitles(db, "product", rows.map((row) => row.successor_id!));
  return { count, items: rows.map((row) => ({
    key: `successor-${row.id}`,
    text: trashed.has(row.successor_id!)
      ? `Product “${row.name}” names a successor (“${trashed.get(row.successor_id!)}”, #${row.successor_id}) that is in the trash.`
      : `Product “${row.name}” names a successor (#${row.successor_id}) that was deleted.`,
    href: productTabHref(row.id, "basic"),
    action: "Choose another successor",
  })) };
}

/** How many rows a check's query finds (each is served by the successor index). */
async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const row = await query.select(sql<number | string>`count(*)`.as("count")).executeTakeFirstOrThrow();
  return Number((row as { count: number | string }).count);
}

/** `/product/12/…` on this site: the product a hero's or popup's link opens. */
const linkedProductId = (link: string | null): number | null => {
  const match = /^\/product\/(\d+)(?:[/?#]|$)/.exec(link?.trim() ?? "");
  return match ? Number(match[1]) : null;
};

/** Hero sections and popups whose link opens a product page that no longer exists, or is not on the site. */
async function linksToMissingProducts(db: Db, now: string): Promise<HealthItem[]> {
  const [heroes, popups] = await Promise.all([
    db.selectFrom("hero_sections").select(["id", "h1_text as name", "url_link as link"]).orderBy("id").execute(),
    db.selectFrom("popups").select(["id", "title as name", "link"]).orderBy("id").execute(),
  ]);
  const linking = [
    ...heroes.map((row) => ({ ...row, target: "hero-section", noun: "Hero section" })),
    ...popups.map((row) => ({ ...row, target: "popup", noun: "Popup" })),
  ].flatMap((row) => {
    const productId = linkedProductId(row.link);
    return productId === null ? [] : [{ ...row, productId }];
  });
  if (linking.length === 0) return [];
  const products = await db
    .selectFrom("products")
    .select(["id", "name", "publish_status", "publish_at", "unpublish_at"])
    .where("id", "in", [...new Set(linking.map((row) => row.productId))])
    .execute();
  const byId = new Map(products.map((product) => [product.id, product]));
  const trashed = await trashedTitles(db, "product", linking.map((row) => row.productId).filter((id) => !byId.has(id)));
  return linking.flatMap((row) => {
    const product = byId.get(row.productId);
    if (product && isLiveAt(product, now)) return [];
    const what = product
      ? `“${product.name}”, which is not on the site now`
      : trashed.has(row.productId)
        ? `“${trashed.get(row.productId)}”, which is in the trash`
        : `product #${row.productId}, which was deleted`;
    return [{ key: `${row.target}-${row.id}`, text: `${row.noun} “${row.name}” links to ${what}.`, href: editHref(row.target, row.id), action: `Edit the ${row.noun.toLowerCase()}` }];
  });
}

/** Products whose named successor is itself discontinued: visitors are sent to a product no longer sold. */
async function discontinuedSuccessors(db: Db): Promise<Found> {
  const naming = db
    .selectFrom("products")
    .innerJoin("products as successor", "successor.id", "products.successor_id")
    .where("products.successor_id", "is not", null)
    .where("successor.lifecycle_status", "=", "discontinued");
  const [rows, count] = await Promise.all([
    naming.select(["products.id", "products.name", "successor.name as successor_name"]).orderBy("products.id").limit(HEALTH_ITEMS).execute(),
    countOf(naming),
  ]);
  return { count, items: rows.map((row) => ({
    key: `discontinued-${row.id}`,
    text: `Product “${row.name}” names “${row.successor_name}” as its successor, which is discontinued.`,
    href: productTabHref(row.id, "basic"),
    action: "Choose another successor",
  })) };
}

/** Active hero sections and popups that are live or scheduled and stop showing within the coming week. */
async function endingSoon(db: Db, now: Date): Promise<HealthItem[]> {
  const from = now.toISOString();
  const until = new Date(now.getTime() + ENDING_WITHIN_DAYS * 86_400_000).toISOString();
  const ending = (table: "hero_sections" | "popups", name: "h1_text" | "title") =>
    db
      .selectFrom(table as "popups")
      .select(["id", sql<string>`${sql.ref(name)}`.as("name"), "unpublish_at"])
      .where("is_active", "=", 1)
      .where("publish_status", "in", ["published", "scheduled"])
      .where("unpublish_at", ">", from)
      .where("unpublish_at", "<=", until)
      .orderBy("unpublish_at")
      .execute();
  const [heroes, popups] = await Promise.all([ending("hero_sections", "h1_text"), ending("popups", "title")]);
  const items = [
    ...heroes.map((row) => ({ ...row, target: "hero-section", noun: "Hero section" })),
    ...popups.map((row) => ({ ...row, target: "popup", noun: "Popup" })),
  ].sort((a, b) => (a.unpublish_at ?? "").localeCompare(b.unpublish_at ?? ""));
  return items.map((row) => ({
    key: `${row.target}-${row.id}`,
    text: `${row.noun} “${row.name}” stops showing on ${formatReceived(`${row.unpublish_at}Z`)}.`,
    href: editHref(row.target, row.id),
    action: `Extend or replace it`,
  }));
}

export type ContentHealth = { deleted: Found; discontinued: Found; ending: Found };

/** The checks answered by the database alone: read again after any content write, and at least every 5 minutes (the week moves on). */
export async function readContentHealth(db: Db, now = new Date()): Promise<ContentHealth> {
  const [successors, links, discontinued, ending] = await Promise.all([
    successorsDeleted(db),
    linksToMissingProducts(db, now.toISOString()),
    discontinuedSuccessors(db),
    endingSoon(db, now),
  ]);
  return {
    deleted: { items: [...successors.items, ...links], count: successors.count + links.length },
    discontinued,
    ending: { items: ending, count: ending.length },
  };
}

export const getCachedContentHealth = createVersionedCache((db) => readContentHealth(db), { maxAgeMs: 5 * 60_000 });

/**
 * E-mail copies that failed for good (decision 021) of items nobody has picked up yet (still New):
 * once staff have the item in hand, its copy no longer matters. Read on every view (an index lookup),
 * since sending is not a content write.
 */
export async function failedMail(db: Db): Promise<Found> {
  const waiting = db
    .selectFrom("mail_outbox")
    .leftJoin("enquiries", (join) => join.onRef("enquiries.id", "=", "mail_outbox.source_id").on("mail_outbox.source_table", "=", "enquiries"))
    .leftJoin("messages", (join) => join.onRef("messages.id", "=", "mail_outbox.source_id").on("mail_outbox.source_table", "=", "messages"))
    .where("mail_outbox.status", "=", "failed")
    .where((eb) => eb.or([eb("enquiries.status", "=", "new"), eb("messages.status", "=", "new")]));
  const [rows, count] = await Promise.all([
    waiting
      .select(["mail_outbox.id", "mail_outbox.source_table", "mail_outbox.source_id", "mail_outbox.last_error", "mail_outbox.attempts", "mail_outbox.created_at", "enquiries.name as enquirer", "messages.kind", "messages.first_name", "messages.last_name"])
      .orderBy("mail_outbox.id", "desc")
      .limit(HEALTH_ITEMS)
      .execute(),
    waiting.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => {
    const kind = row.source_table === "enquiries" ? ("enquiry" as const) : (row.kind ?? "contact");
    const from = row.source_table === "enquiries" ? row.enquirer : `${row.first_name} ${row.last_name}`;
    const reason = row.last_error ? ` The mail server said: ${row.last_error.slice(0, 120)}` : "";
    return {
      key: `mail-${row.id}`,
      text: `The e-mail copy of the ${INBOX_KIND_LABELS[kind].toLowerCase()} from ${from} (${formatReceived(row.created_at)}) was not sent after ${row.attempts} attempts.${reason}`,
      href: row.source_id === null ? null : inboxItemPath({ kind, id: row.source_id }),
      action: `Read it in the inbox`,
    };
  });
  return { items, count: Number(count.count) };
}

/** The health checks of one dashboard view, from the cached reads, the stored file checks and the mail outbox. */
export function healthChecks(content: ContentHealth, scans: { files: ScanState<"files">; checksums: ScanState<"checksums"> }, mail: Found | null): HealthCheck[] {
  const toItem = (file: MissingFile): HealthItem => ({
    key: `${file.target}-${file.id}-${file.field}-${file.key}`,
    text: `${file.target === "driver" ? "Download" : describeTarget(file.target)} “${file.label}”, ${file.fieldLabel.toLowerCase()}: ${file.key} is not in storage.`,
    href: editHref(file.target, file.id, file.field),
    action: file.target === "driver" ? "Upload the file again" : `Replace the ${file.fieldLabel.toLowerCase()}`,
  });
  const files = scans.files.findings;
  const sums = scans.checksums.findings;
  // Before a check's first run there is nothing to say yet, not "all is well".
  const unchecked = "Not checked yet: the check runs in the background.";
  return [
    check("missing-files", "Images and catalogues missing from storage", "content", files ? "Every image and catalogue that content uses is stored." : unchecked, (files?.media ?? []).map(toItem), files?.mediaCount, Boolean(files)),
    check("deleted-products", "Links to deleted products", "content", "No successor, hero section or popup links to a deleted product.", content.deleted.items, content.deleted.count),
    check("discontinued-successors", "Successors that are discontinued", "content", "No product names a discontinued successor.", content.discontinued.items, content.discontinued.count),
    check("ending-soon", `Hero sections and popups ending within ${ENDING_WITHIN_DAYS} days`, "content", `No hero section or popup ends within ${ENDING_WITHIN_DAYS} days.`, content.ending.items, content.ending.count),
    check("missing-downloads", "Download files missing from storage", "drivers", files ? "Every download stored here is in storage." : unchecked, (files?.downloads ?? []).map(toItem), files?.downloadsCount, Boolean(files)),
    check(
      "checksums",
      "Downloads whose file no longer matches its checksum",
      "drivers",
      sums ? "Every stored download matches the SHA-256 recorded at upload." : unchecked,
      (sums?.mismatched ?? []).map((driver) => ({
        key: `checksum-${driver.id}`,
        text: `Download “${driver.label}”${driver.version ? ` ${driver.version}` : ""}: the stored file no longer matches the SHA-256 recorded when it was uploaded.`,
        href: editHref("driver", driver.id),
        action: "Upload the file again",
      })),
      sums?.mismatchedCount,
      Boolean(sums),
    ),
    ...(mail ? [check("failed-mail", "E-mail copies that could not be sent", "inbox", "Every e-mail copy of a new item was sent.", mail.items, mail.count)] : []),
  ];
}

const TARGET_NOUNS: Record<string, string> = {
  category: "Category",
  subcategory: "Subcategory",
  type: "Type",
  product: "Product",
  solution: "Solution",
  news: "News article",
  "hero-section": "Hero section",
  popup: "Popup",
};
const describeTarget = (target: string) => TARGET_NOUNS[target] ?? target;
