import { Form, useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { Pagination } from "~/components/admin/list-controls";
import { ListNotice, SortableHeader, type TableOrder } from "~/components/admin/record-table";
import { AdminIcon } from "~/components/icons/admin-icon";
import { parseListQuery } from "~/content/shared/list-query";
import type { Route } from "./+types/inbox";
import { requireStaff } from "~/auth/guard.server";
import { InputField, SelectField } from "~/components/ui/fields";
import { formatReceived, InboxStatusBadge } from "~/components/admin/inbox-labels";
import { useListLoading } from "~/components/admin/use-list-loading";
import { Button } from "~/components/ui/button";
import { INBOX_STATUSES } from "~/content/enquiry/schema";
import { listInbox, productNameOf } from "~/content/inbox/repository.server";
import { servicesContext } from "~/request-context";
import {
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_PAGE_SIZE,
  INBOX_STATUS_LABELS,
  inboxListConfig,
  isInboxFiltered,
  type InboxRow,
  inboxItemPath,
  parseInboxFilter,
} from "~/content/inbox/schema";

export const meta: Route.MetaFunction = () => [{ title: "Inbox | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "inbox");
  const params = new URL(request.url).searchParams;
  const filter = parseInboxFilter(params);
  const { sort, dir } = parseListQuery(params, inboxListConfig);
  const { db } = context.get(servicesContext);
  const [{ rows, total }, productName] = await Promise.all([
    listInbox(db, filter, INBOX_PAGE_SIZE, { sort, dir }),
    filter.product ? productNameOf(db, filter.product) : null,
  ]);
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  return { rows, total, filter, productName, pages, order: { sort, dir, sorts: inboxListConfig.sorts } };
}

const kindOptions = INBOX_KINDS.map((kind) => ({ value: kind, label: INBOX_KIND_LABELS[kind] }));
const statusOptions = INBOX_STATUSES.map((status) => ({ value: status, label: INBOX_STATUS_LABELS[status] }));

/** Enquiries, support requests and contact messages in one list, newest first (a departure from the spec: nothing is lost). */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { rows, total, filter, productName, pages, order } = loaderData;
  const [params] = useSearchParams();
  const loading = useListLoading();
  const exportParams = new URLSearchParams(params);
  exportParams.delete("page");
  const exportQuery = exportParams.toString();

  return (
    <section aria-labelledby="inbox-title" className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="inbox-title" className="text-2xl font-bold">
          Inbox
        </h1>
        <Button asChild variant="outline">
          <a href={`/admin/inbox/export.csv${exportQuery ? `?${exportQuery}` : ""}`} download>
            <AdminIcon name="download" />
            Export CSV
          </a>
        </Button>
      </div>

      <Form method="get" role="search" aria-label="Filter the inbox" className="grid items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_2fr_auto] dark:border-slate-800 dark:bg-slate-900">
        {["sort", "dir", "product", "reached"].map((name) => (params.get(name) ? <input key={name} type="hidden" name={name} value={params.get(name) ?? ""} /> : null))}
        <SelectField label="Kind" name="kind" placeholder="All kinds" options={kindOptions} defaultValue={filter.kind ?? ""} />
        <SelectField label="Status" name="status" placeholder="All statuses" options={statusOptions} defaultValue={filter.status ?? ""} />
        <InputField label="Received from" name="from" type="date" defaultValue={filter.from ?? ""} />
        <InputField label="Received to" name="to" type="date" defaultValue={filter.to ?? ""} />
        <InputField label="Search" name="q" type="search" defaultValue={filter.q ?? ""} placeholder="Name, e-mail, company or text" />
        <Button type="submit">
          <AdminIcon name="search" />
          Filter
        </Button>
      </Form>
      <ActiveFilters params={params} product={filter.product ? (productName ?? `Product ${filter.product}`) : null} reached={filter.reached ?? null} />

      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {loading ? "Loading..." : `${total} ${total === 1 ? "item" : "items"}${pages > 1 ? `, page ${filter.page} of ${pages}` : ""}`}
      </p>

      {rows.length === 0 ? (
        <ListNotice>
          {isInboxFiltered(filter)
            ? "Nothing matches these filters. Clear them to see everything."
            : "Nothing here. Enquiries, support requests and contact messages appear as visitors send them."}
        </ListNotice>
      ) : (
        <InboxTable rows={rows} order={order} params={params} />
      )}

      <Pagination page={{ rows, total, page: filter.page, pages, pageSize: INBOX_PAGE_SIZE }} label="Inbox pages" />
    </section>
  );
}

/**
 * The filters the dashboard's figures link to that the form above does not offer (a product, a
 * status reached), each with a link that removes it.
 */
function ActiveFilters({ params, product, reached }: { params: URLSearchParams; product: string | null; reached: "in_progress" | "closed" | null }) {
  const without = (name: string) => {
    const next = new URLSearchParams(params);
    next.delete(name);
    next.delete("page");
    const query = next.toString();
    return `/admin/inbox${query ? `?${query}` : ""}`;
  };
  const shown = [
    ...(product ? [{ name: "product", text: `Enquiries about ${product}` }] : []),
    ...(reached ? [{ name: "reached", text: `Reached ${INBOX_STATUS_LABELS[reached]}` }] : []),
  ];
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Also filtered by" className="flex flex-wrap gap-2 text-sm">
      {shown.map(({ name, text }) => (
        <li key={name} className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1 dark:border-slate-700 dark:bg-slate-900">
          {text}
          <AdminLink to={without(name)} className="admin-link" aria-label={`Remove the filter: ${text}`}>
            <AdminIcon name="x" className="size-4" />
          </AdminLink>
        </li>
      ))}
    </ul>
  );
}

const inboxColumns: Array<{ header: string; sort?: string }> = [
  { header: "Received", sort: "created_at" },
  { header: "Kind" },
  { header: "From", sort: "name" },
  { header: "Subject", sort: "subject" },
  { header: "Status" },
];

function InboxTable({ rows, order, params }: { rows: InboxRow[]; order: TableOrder; params: URLSearchParams }) {
  return (
    // `relative` keeps the sort headers' visually hidden texts inside the scroll box (see RecordTable).
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Inbox</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-200">
          <tr>
            {inboxColumns.map(({ header, sort }) =>
              sort ? (
                <SortableHeader key={header} header={header} sortKey={sort} order={order} params={params} />
              ) : (
                <th key={header} scope="col" className="px-4 py-3 font-semibold">
                  {header}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.id}`} className={row.status === "new" ? "font-medium" : undefined}>
              <td className="px-4 py-3 align-top whitespace-nowrap">
                <time dateTime={row.created_at}>{formatReceived(row.created_at)}</time>
              </td>
              <td className="px-4 py-3 align-top whitespace-nowrap">{INBOX_KIND_LABELS[row.kind]}</td>
              <td className="px-4 py-3 align-top">
                <span className="block">{row.name}</span>
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">{row.email}</span>
              </td>
              <td className="px-4 py-3 align-top">
                <AdminLink to={inboxItemPath(row)} className="text-brand-700 underline dark:text-brand-100">
                  {row.subject}
                </AdminLink>
                {row.kind === "enquiry" && row.product_name ? (
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">About {row.product_name}</span>
                ) : null}
              </td>
              <td className="px-4 py-3 align-top">
                <InboxStatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
