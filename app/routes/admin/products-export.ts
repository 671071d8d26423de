import type { Route } from "./+types/products-export";
import { requireStaff } from "~/auth/guard.server";
import { exportFileName, exportStream, type ExportFormat } from "~/content/product/exchange/export.server";
import { productDefinition } from "~/content/product/definition";
import type { ProductListQuery } from "~/content/product/admin-list.server";
import { parseListQuery } from "~/content/shared/list-query";
import { servicesContext } from "~/request-context";

/**
 * /admin/products/export.csv and .json: the products the Products list shows for the same search
 * and filters (all of them without any), streamed in id order (decision 039).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const url = new URL(request.url);
  const format: ExportFormat = url.pathname.endsWith(".json") ? "json" : "csv";
  const query = parseListQuery(url.searchParams, productDefinition.list) as ProductListQuery;
  return new Response(exportStream(context.get(servicesContext).db, query, format), {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(format)}"`,
      // Cache-Control: no-store comes from the admin middleware for every admin path.
    },
  });
}
