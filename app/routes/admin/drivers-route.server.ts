import { data } from "react-router";
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
import { chosenProductOptions, findProductOptions, PRODUCT_FALLBACK_LIMIT } from "~/content/product/product-options.server";
import { recordIdFrom } from "~/content/shared/record-id";
import type { Db } from "~/db/connection.server";
import { contentAction, loadContentList } from "./content-route.server";
import { servicesContext, type RequestContext } from "~/request-context";

/** The product picker as the form opens: the chosen products by name, and the bounded list offered without JavaScript. */
async function productChoices(db: Db, chosen: unknown) {
  const ids = (Array.isArray(chosen) ? chosen : chosen === undefined || chosen === null ? [] : [chosen]).flatMap((value) => recordIdFrom(String(value)) ?? []);
  const [options, fallback] = await Promise.all([chosenProductOptions(db, [...new Set(ids)]), findProductOptions(db, { limit: PRODUCT_FALLBACK_LIMIT })]);
  return { chosen: options, fallback };
}

/** The Drivers screen: its drivers (the content screen's list, each with its download address), its categories and the form's product picker. */
export async function loadDriversScreen(request: Request, context: RequestContext) {
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const [list, categories, origin] = await Promise.all([loadContentList(request, context, driverDefinition, pageDrivers), listDriverCategoryCounts(db), getActiveMediaOrigin(db)]);
  const editing = list.page.rows.find((driver) => driver.id === recordIdFrom(params.get("edit")));
  const formOpen = params.has("new") || editing !== undefined;
  return {
    ...list,
    page: { ...list.page, rows: list.page.rows.map((driver) => ({ ...driver, href: resolveMediaUrl(driver.download_link, origin) })) },
    lastCategoryEdits: await lastEditNotes(db, request, "driver-category", categories, "edit_category"),
    categories: categories.map((category) => ({ value: category.id, label: category.name })),
    categoryRows: categories,
    products: formOpen ? await productChoices(db, editing?.product_ids) : null,
  };
}

/** A driver category's or a driver's Save or Delete: the category form and table mark their posts. */
export async function saveDriversScreen(request: Request, context: RequestContext, staff: AdminSession) {
  if ((await request.clone().formData()).get("target") === CATEGORY_TARGET.target) {
    const repository = { get: getDriverCategory, create: createDriverCategory, update: updateDriverCategory, remove: deleteDriverCategory };
    return contentAction(request, context, staff, driverCategoryDefinition, repository);
  }
  const services = context.get(servicesContext);
  const result = await contentAction(request, context, staff, driverDefinition, driverSaves(services));
  if (result instanceof Response) return result;
  // A refused save shows the form again with the products that were chosen, by name.
  const posted = result.data.result?.initialValue as { product_ids?: unknown } | undefined;
  const products = posted ? await productChoices(services.db, posted.product_ids) : null;
  return data({ ...result.data, products }, result.init ?? undefined);
}
