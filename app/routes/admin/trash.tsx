import { Form, useNavigation, useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import type { Route } from "./+types/trash";
import { requireStaff } from "~/auth/guard.server";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { formatReceived } from "~/components/admin/inbox-labels";
import { emptyText, ListSearch, ListSummary, Pagination } from "~/components/admin/list-controls";
import { NoticeToast } from "~/components/admin/notice";
import { ListNotice, SortableHeader, type TableOrder } from "~/components/admin/record-table";
import { useListLoading } from "~/components/admin/use-list-loading";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/fields";
import { withParams } from "~/content/shared/list-query";
import { TRASH_DAYS } from "~/content/trash/retention";
import { handleTrashAction, loadTrashScreen } from "./trash-route.server";
import { searchOnlyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ title: "Trash | Admin" }];

/** Deleted content for 30 days (decision 037): each role sees and handles the kinds it manages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "trash");
  return loadTrashScreen(request, context, staff);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "trash");
  return handleTrashAction(request, context, staff);
}

export const shouldRevalidate = searchOnlyChange;

type Row = Route.ComponentProps["loaderData"]["page"]["rows"][number];

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { page, query, kinds, sorts, everything } = loaderData;
  const [params] = useSearchParams();
  const loading = useListLoading();
  const purging = page.rows.find((row) => String(row.id) === params.get("purge"));
  const emptying = params.has("empty") && everything > 0;
  const kind = query.choices?.kind ?? "";
  return (
    <section aria-labelledby="trash-title" className="grid grid-cols-1 gap-6 *:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="trash-title" className="text-2xl font-bold">
          Trash
        </h1>
        {everything > 0 ? (
          <Button asChild variant="outline">
            <AdminLink to={withParams(params, { empty: 1 })} preventScrollReset>
              <AdminIcon name="trash" />
              Empty trash
            </AdminLink>
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {`Deleted items wait here for ${TRASH_DAYS} days. Restore puts one back as it was, on the site at once if it was live. After ${TRASH_DAYS} days it is deleted permanently, with the images and files only it used.`}
      </p>
      <NoticeToast notice={actionData?.notice} />
      {purging ? (
        <ConfirmDialog
          question={`Delete "${purging.title}" permanently?`}
          detail="It cannot be restored afterwards. The images and files only it used are deleted too."
          confirmLabel="Delete permanently"
          fields={{ intent: "purge", id: purging.id }}
        />
      ) : null}
      {emptying ? (
        <ConfirmDialog
          question="Empty the trash?"
          detail={`All ${everything} ${everything === 1 ? "item" : "items"} in the trash are deleted permanently, with the images and files only they used. This cannot be undone.`}
          confirmLabel="Empty trash"
          fields={{ intent: "empty" }}
        />
      ) : null}
      <ListSearch label="Search the trash" placeholder="Name or title" q={query.q}>
        <SelectField label="Filter by kind" name="kind" placeholder="All kinds" options={kinds} defaultValue={kind} key={`kind ${kind}`} />
      </ListSearch>
      <ListSummary page={page} noun={["item", "items"]} />
      {loading ? (
        <ListNotice role="status">Loading...</ListNotice>
      ) : page.rows.length === 0 ? (
        <ListNotice>{emptyText(query, "The trash is empty. Deleted items appear here.")}</ListNotice>
      ) : (
        <TrashTable rows={page.rows} order={{ sort: query.sort, dir: query.dir, sorts }} params={params} />
      )}
      <Pagination page={page} label="Trash pages" />
    </section>
  );
}

const actionClass = "inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap hover:bg-slate-100 dark:hover:bg-slate-800";

function TrashTable({ rows, order, params }: { rows: Row[]; order: TableOrder; params: URLSearchParams }) {
  const navigation = useNavigation();
  const restoring = navigation.state === "submitting" && navigation.formData?.get("intent") === "restore" ? navigation.formData.get("id") : null;
  const header = (title: string, sort?: string) =>
    sort ? (
      <SortableHeader key={title} header={title} sortKey={sort} order={order} params={params} />
    ) : (
      <th key={title} scope="col" className="px-4 py-3 font-semibold">
        {title}
      </th>
    );
  return (
    // `relative` keeps the sort headers' visually hidden texts inside the scroll box (see RecordTable).
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items in the trash</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-200">
          <tr>
            {header("Kind", "kind")}
            {header("Name", "title")}
            {header("Deleted by")}
            {header("Deleted", "deleted_at")}
            {header("Purged after", "purge_at")}
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="admin-cell whitespace-nowrap">{row.kind}</td>
              <td className="admin-cell font-medium break-words">{row.title}</td>
              <td className="admin-cell">{row.deletedBy}</td>
              <td className="admin-cell whitespace-nowrap">
                <time dateTime={row.deletedAt}>{formatReceived(row.deletedAt)}</time>
              </td>
              <td className="admin-cell whitespace-nowrap">
                <time dateTime={row.purgeAt}>{formatReceived(row.purgeAt)}</time>
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="id" value={row.id} />
                    <button type="submit" className={`${actionClass} text-brand-700 dark:text-brand-100`} aria-label={`Restore ${row.title}`} disabled={restoring === String(row.id)}>
                      <AdminIcon name="archive-arrow-up" className="size-4" />
                      {restoring === String(row.id) ? "Restoring..." : "Restore"}
                    </button>
                  </Form>
                  <AdminLink
                    to={withParams(params, { purge: row.id })}
                    preventScrollReset
                    className={`${actionClass} text-red-700 dark:text-red-300`}
                    aria-label={`Delete ${row.title} permanently`}
                  >
                    <AdminIcon name="trash" className="size-4" />
                    Delete permanently
                  </AdminLink>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
