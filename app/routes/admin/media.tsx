import { useSearchParams } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import type { Route } from "./+types/media";
import { requireStaff } from "~/auth/guard.server";
import { AdminIcon } from "~/components/icons/admin-icon";
import { emptyText, ListSearch, ListSummary, Pagination } from "~/components/admin/list-controls";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { MediaDetails } from "~/components/admin/media/media-details";
import { mediaColumns } from "~/components/admin/media/media-cells";
import { UnusedFiles } from "~/components/admin/media/unused-files";
import { NoticeToast } from "~/components/admin/notice";
import { RecordTable } from "~/components/admin/record-table";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/fields";
import { MEDIA_KIND_LABELS, mediaListConfig } from "~/content/media-file/library";
import { MEDIA_KINDS } from "~/content/media-file/schema";
import { listed } from "~/content/media-file/usage";
import { withParams } from "~/content/shared/list-query";
import { handleMediaAction, loadMediaLibrary } from "./media-route.server";

export const meta: Route.MetaFunction = () => [{ title: "Media Library | Admin" }];

/** Every uploaded image and file (decision 040): where each is used, its alt text, delete, and Remove unused files. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  return loadMediaLibrary(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return handleMediaAction(request, context, staff);
}

/** "a, b and c", or "a, b, c and others" when there are more than those named. */
const usersText = (names: string[], more: boolean) => (more ? `${names.join(", ")} and others` : listed(names));

const kindOptions = MEDIA_KINDS.map((kind) => ({ value: kind, label: MEDIA_KIND_LABELS[kind].many }));

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { page, query, detail, unused } = loaderData;
  const [params] = useSearchParams();
  const deleting = params.has("delete") && detail !== null;
  return (
    <section aria-labelledby="media-title" className="grid grid-cols-1 gap-6 *:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="media-title" className="text-2xl font-bold">
          Media Library
        </h1>
        {unused ? null : (
          <Button asChild variant="outline">
            <AdminLink to={withParams(params, { unused: 1, page: null })} preventScrollReset>
              <AdminIcon name="trash" />
              Remove unused files
            </AdminLink>
          </Button>
        )}
      </div>
      <NoticeToast notice={actionData?.notice} />
      {unused ? <UnusedFiles unused={unused} /> : null}
      {detail && !deleting ? <MediaDetails key={detail.id} file={detail} lastResult={actionData?.result} /> : null}
      {deleting && detail.users.length > 0 ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {`${detail.name} cannot be deleted: it is used by ${usersText(detail.users.map((user) => user.text), detail.moreUsers)}. ${detail.whenDeletable}`}
        </p>
      ) : null}
      {deleting && detail.users.length === 0 && !actionData?.notice ? (
        <ConfirmDialog
          question={`Delete "${detail.name}" permanently?`}
          detail="It is removed from storage with every copy, and its address stops working. This cannot be undone."
          confirmLabel="Delete permanently"
          fields={{ intent: "delete", id: detail.id }}
        />
      ) : null}
      <ListSearch label="Search the media library" placeholder="File name or alt text" q={query.q}>
        <SelectField label="Type" name="kind" placeholder="All types" options={kindOptions} defaultValue={query.choices?.kind ?? ""} key={`kind ${query.choices?.kind ?? ""}`} />
        <SelectField
          label="Alt text"
          name="alt"
          placeholder="Any"
          options={[{ value: "missing", label: "Images missing alt text" }]}
          defaultValue={query.choices?.alt ?? ""}
          key={`alt ${query.choices?.alt ?? ""}`}
        />
      </ListSearch>
      <ListSummary page={page} noun={["file", "files"]} />
      <RecordTable
        caption="Media library"
        rows={page.rows}
        rowName={(file) => file.name}
        empty={emptyText(query, "No files yet. Images and files uploaded in the content forms appear here.")}
        order={{ ...query, sorts: mediaListConfig.sorts }}
        deleteMode="ask"
        columns={mediaColumns}
      />
      <Pagination page={page} label="Media library pages" />
    </section>
  );
}
