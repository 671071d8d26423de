import { lastEditNotes } from "~/audit/last-edit.server";
import type { AdminSession } from "~/auth/guard.server";
import { CATEGORY_TARGET } from "~/components/admin/driver-categories";
import { driverCategoryDefinition } from "~/content/driver-category/definition";
import { createDriverCategory, deleteDriverCategory, getDriverCategory, listDriverCategoryCounts, updateDriverCategory } from "~/content/driver-category/repository.server";
import { driverDefinition } from "~/content/driver/definition";
import { pageDrivers } from "~/content/driver/repository.server";
import { driverSaves } from "~/content/driver/saves.server";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { contentAction, loadContentList } from "./content-route.server";
import { servicesContext, type RequestContext } from "~/request-context";

/** The Drivers screen: its drivers (the content screen's list, each with its download address) and its categories. */
export async function loadDriversScreen(request: Request, context: RequestContext) {
  const { db } = context.get(servicesContext);
  const [list, categories, origin] = await Promise.all([loadContentList(request, context, driverDefinition, pageDrivers), listDriverCategoryCounts(db), getActiveMediaOrigin(db)]);
  return {
    ...list,
    page: { ...list.page, rows: list.page.rows.map((driver) => ({ ...driver, href: resolveMediaUrl(driver.download_link, origin) })) },
    lastCategoryEdits: await lastEditNotes(db, request, "driver-category", categories, "edit_category"),
    categories: categories.map((category) => ({ value: category.id, label: category.name })),
    categoryRows: categories,
  };
}

/** A driver category's or a driver's Save or Delete: the category form and table mark their posts. */
export async function saveDriversScreen(request: Request, context: RequestContext, staff: AdminSession) {
  if ((await request.clone().formData()).get("target") === CATEGORY_TARGET.target) {
    const repository = { get: getDriverCategory, create: createDriverCategory, update: updateDriverCategory, remove: deleteDriverCategory };
    return contentAction(request, context, staff, driverCategoryDefinition, repository);
  }
  return contentAction(request, context, staff, driverDefinition, driverSaves(context.get(servicesContext)));
}
