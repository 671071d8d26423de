import type { Migration } from "kysely";
import * as content from "./2026-11-21T0600-content";
import * as operations from "./2026-11-21T0601-operations";
import * as auth from "./2026-11-21T0602-auth";
import * as searchIndex from "./2026-11-21T0610-search-index";
import * as searchAtScale from "./2026-11-22T1000-search-at-scale";
import * as productListIndexes from "./2026-11-22T1500-product-list-indexes";
import * as adminLists from "./2026-11-22T1600-admin-lists";
import * as shortSearch from "./2026-11-22T2300-short-search";
import * as adminSearchExact from "./2026-11-23T0500-admin-search-exact";
import * as staffAccounts from "./2026-11-23T0500-staff-accounts";
import * as imageColours from "./2026-11-23T0800-image-colours";
import * as twoFactor from "./2026-11-23T0800-two-factor";
import * as mailOutbox from "./2026-11-23T0900-mail-outbox";
import * as auditLog from "./2026-11-23T1000-audit-log";
import * as productSubtitle from "./2026-11-24T1000-product-subtitle";
import * as productLifecycle from "./2026-11-25T1000-product-lifecycle";
import * as lifecycleListIndexes from "./2026-11-25T1001-lifecycle-list-indexes";
import * as productAttributes from "./2026-11-26T0000-product-attributes";
import * as enquiryLines from "./2026-11-27T0000-enquiry-lines";
import * as downloadCentre from "./2026-11-27T0001-download-centre";
import * as ordering from "./2026-11-28T0000-ordering";
import * as publishing from "./2026-11-28T0001-publishing";
import * as scheduleIndexes from "./2026-11-28T0002-schedule-indexes";
import * as trash from "./2026-11-29T0000-trash";
import * as revisions from "./2026-11-29T0001-revisions";
import * as productImports from "./2026-11-29T0002-product-imports";
import * as mediaLibrary from "./2026-11-29T0003-media-library";
import * as dashboard from "./2026-11-29T0004-dashboard";
import * as adminSearchTable from "./2026-11-30T0000-admin-search-table";
import * as productCategoryTotals from "./2026-12-01T0000-product-category-totals";
import * as searchFoldedTrigrams from "./2026-12-02T0000-search-folded-trigrams";
import * as featuredProductsIndex from "./2026-12-02T0001-featured-products-index";

/**
 * Every migration, keyed by its timestamped name. Listed explicitly (not read from disk)
 * so the production bundle and the test runner see the same set.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-21T0600-content": content,
  "2026-11-21T0601-operations": operations,
  "2026-11-21T0602-auth": auth,
  "2026-11-21T0610-search-index": searchIndex,
  "2026-11-22T1000-search-at-scale": searchAtScale,
  "2026-11-22T1500-product-list-indexes": productListIndexes,
  "2026-11-22T1600-admin-lists": adminLists,
  "2026-11-22T2300-short-search": shortSearch,
  "2026-11-23T0500-admin-search-exact": adminSearchExact,
  "2026-11-23T0500-staff-accounts": staffAccounts,
  "2026-11-23T0800-image-colours": imageColours,
  "2026-11-23T0800-two-factor": twoFactor,
  "2026-11-23T0900-mail-outbox": mailOutbox,
  "2026-11-23T1000-audit-log": auditLog,
  "2026-11-24T1000-product-subtitle": productSubtitle,
  "2026-11-25T1000-product-lifecycle": productLifecycle,
  "2026-11-25T1001-lifecycle-list-indexes": lifecycleListIndexes,
  "2026-11-26T0000-product-attributes": productAttributes,
  "2026-11-27T0000-enquiry-lines": enquiryLines,
  "2026-11-27T0001-download-centre": downloadCentre,
  "2026-11-28T0000-ordering": ordering,
  "2026-11-28T0001-publishing": publishing,
  "2026-11-28T0002-schedule-indexes": scheduleIndexes,
  "2026-11-29T0000-trash": trash,
  "2026-11-29T0001-revisions": revisions,
  "2026-11-29T0002-product-imports": productImports,
  "2026-11-29T0003-media-library": mediaLibrary,
  "2026-11-29T0004-dashboard": dashboard,
  "2026-11-30T0000-admin-search-table": adminSearchTable,
  "2026-12-01T0000-product-category-totals": productCategoryTotals,
  "2026-12-02T0000-search-folded-trigrams": searchFoldedTrigrams,
  "2026-12-02T0001-featured-products-index": featuredProductsIndex,
};
