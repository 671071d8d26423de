import type { Route } from "./+types/inbox-export";
import { requireStaff } from "~/auth/guard.server";
import { inboxCsv } from "~/content/inbox/csv";
import { linesOfEnquiries } from "~/content/enquiry/lines.server";
import { exportInbox } from "~/content/inbox/repository.server";
import { parseInboxFilter } from "~/content/inbox/schema";
import { servicesContext } from "~/request-context";

/** /admin/inbox/export.csv: every item matching the inbox's filters, as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "inbox");
  const { page: _page, ...filter } = parseInboxFilter(new URL(request.url).searchParams);
  const { db } = context.get(servicesContext);
  const rows = await exportInbox(db, filter);
  const lines = await linesOfEnquiries(
    db,
    rows.filter((row) => row.kind === "enquiry").map((row) => row.id),
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(inboxCsv(rows, lines), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inbox-${day}.csv"`,
      // Cache-Control: no-store comes from the admin middleware (admin-http.server.ts) for every admin path.
    },
  });
}
