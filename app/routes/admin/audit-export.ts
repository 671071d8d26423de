import type { Route } from "./+types/audit-export";
import { requireStaff } from "~/auth/guard.server";
import { auditCsv } from "~/audit/csv";
import { parseAuditFilter } from "~/audit/filter";
import { exportAudit } from "~/audit/repository.server";
import { servicesContext } from "~/request-context";

/** /admin/audit/export.csv: every entry matching the audit screen's filters, as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "audit");
  const { page: _page, ...filter } = parseAuditFilter(new URL(request.url).searchParams);
  const rows = await exportAudit(context.get(servicesContext).db, filter);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(auditCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
      // Cache-Control: no-store comes from the admin middleware (admin-http.server.ts) for every admin path.
    },
  });
}
