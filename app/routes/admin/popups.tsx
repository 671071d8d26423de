import { CountedInputField } from "~/components/admin/counted-input";
import { maxLengthOf } from "~/components/admin/max-length";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/popups";
import { requireStaff } from "~/auth/guard.server";
import { lastEditNotes } from "~/audit/last-edit.server";
import { DisplayPagesField } from "~/components/admin/display-pages-field";
import { EditorForm } from "~/components/admin/editor-form";
import { CheckboxField, InputField, TextAreaField } from "~/components/ui/fields";
import { valueOf } from "~/components/admin/form-values";
import { ImageField } from "~/components/admin/image-field";
import { ListPage } from "~/components/admin/list-page";
import { emptyText, ListSearch, ListSummary, Pagination } from "~/components/admin/list-controls";
import { parseListQuery } from "~/content/shared/list-query";
import { NoticeToast } from "~/components/admin/notice";
import { RecordTable } from "~/components/admin/record-table";
import { StatusBadge, Thumbnail } from "~/components/admin/thumbnail";
import { useFormErrors } from "~/components/admin/use-form-errors";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { createPopup, deletePopup, pagePopups, popupListConfig, updatePopup, getPopup } from "~/content/popup/repository.server";
import { DEFAULT_POPUP_DELAY_SECONDS, type Popup, type PopupInput, SUGGESTED_POPUP_PAGES, popupInput } from "~/content/popup/schema";
import { removingUploads } from "~/uploads/release-uploads.server";
import { handleCrudAction } from "./crud-action.server";
import { searchOnlyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ title: "Popups | Admin" }];

/** The form's fields as the schema expects them: every chosen page, and an unticked box as false. */
function decodePopupForm(form: FormData): PopupInput {
  return {
    title: String(form.get("title") ?? ""),
    content: String(form.get("content") ?? ""),
    image: String(form.get("image") ?? ""),
    link: String(form.get("link") ?? ""),
    delay_seconds: String(form.get("delay_seconds") ?? ""),
    display_pages: form.getAll("display_pages").map(String),
    is_active: form.get("is_active") === "on",
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const { db } = context.services;
  const query = parseListQuery(new URL(request.url).searchParams, popupListConfig);
  const [page, origin] = await Promise.all([pagePopups(db, query), getActiveMediaOrigin(db)]);
  const rows = page.rows.map((popup) => ({ ...popup, imageUrl: resolveMediaUrl(popup.image, origin) }));
  return { lastEdits: await lastEditNotes(context.services.db, request, "popup", page.rows), page: { ...page, rows }, query, sorts: popupListConfig.sorts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return handleCrudAction(request, context, staff, {
    label: "Popup",
    target: "popup",
    get: getPopup,
    schema: popupInput,
    decode: decodePopupForm,
    create: createPopup,
    update: updatePopup,
    // The record's images and catalogue go with it once nothing else uses them.
    remove: removingUploads(context.services, getPopup, deletePopup),
  });
}

export const shouldRevalidate = searchOnlyChange;

export default function Popups({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { page, query, sorts } = loaderData;
  const editing = page.rows.find((popup) => popup.id === Number(params.get("edit")));
  const open = params.has("new") || editing !== undefined;
  return (
    <ListPage title="Popups" addLabel="Add Popup">
      <NoticeToast notice={actionData?.notice} />
      {open ? (
        <PopupForm key={editing?.id ?? "new"} editing={editing} values={(actionData?.values ?? null) as PopupInput | null} serverErrors={actionData?.fieldErrors} />
      ) : null}
      <h2 className="text-lg font-semibold">All Popups</h2>
      <ListSearch label="Search popups" placeholder="Title or content" q={query.q} />
      <ListSummary page={page} noun={["popup", "popups"]} />
      <RecordTable
        caption="All Popups"
        rows={page.rows}
        rowName={(row) => row.title}
        empty={emptyText(query, "No popups yet.")}
        order={{ ...query, sorts }}
        columns={[
          { header: "Image", cell: (row) => <Thumbnail src={row.imageUrl} /> },
          {
            header: "Popup",
            sort: "title",
            cell: (row) => (
              <>
                <span className="font-medium">{row.title}</span>
                {row.content ? <span className="mt-1 block line-clamp-2 text-slate-600 dark:text-slate-300">{row.content}</span> : null}
              </>
            ),
          },
          { header: "Status", cell: (row) => <StatusBadge active={row.is_active} activeLabel="ACTIVE" /> },
          { header: "Delay", sort: "delay_seconds", cell: (row) => `${row.delay_seconds} ${row.delay_seconds === 1 ? "second" : "seconds"}` },
          { header: "Pages", cell: (row) => (row.display_pages.length > 0 ? row.display_pages.join(", ") : "All pages") },
        ]}
      />
      <Pagination page={page} label="Popup pages" />
    </ListPage>
  );
}

type FormProps = { editing?: Popup; values: PopupInput | null | undefined; serverErrors?: Record<string, string> };

function PopupForm({ editing, values, serverErrors }: FormProps) {
  const { errors, onSubmit } = useFormErrors(popupInput, serverErrors, decodePopupForm);
  const shown = values ?? editing;
  const active = values ? values.is_active === true : (editing?.is_active ?? true);
  const pages = values ? (values.display_pages ?? []) : (editing?.display_pages ?? []);
  const pagesError = errors.display_pages ?? Object.entries(errors).find(([key]) => key.startsWith("display_pages."))?.[1];
  return (
    <EditorForm
      title={editing ? "Edit Popup" : "Create New Popup"}
      recordId={editing?.id}
      onSubmit={onSubmit}
      submitLabel={editing ? "Update Popup" : "Create Popup"}
    >
      <CountedInputField label="Title" name="title" max={maxLengthOf(popupInput.shape.title)} marked required defaultValue={valueOf(shown, "title")} error={errors.title} />
      <TextAreaField label="Content" name="content" rows={3} defaultValue={valueOf(shown, "content")} error={errors.content} />
      <ImageField name="image" label="Image" defaultValue={valueOf(shown, "image")} error={errors.image} hint="Recommended size 400x300 px." />
      <div className="grid gap-4 md:grid-cols-2">
        <InputField
          label="Link URL"
          name="link"
          // Text, not type="url": a page of this site (/products) is a valid target but not an absolute URL.
          inputMode="url"
          defaultValue={valueOf(shown, "link")}
          hint="Optional. A full address opens in a new tab; a page of this site (/products) in the same tab."
          error={errors.link}
        />
        <InputField
          label="Delay (seconds)"
          name="delay_seconds"
          type="number"
          min={0}
          step={1}
          defaultValue={valueOf(shown, "delay_seconds") || String(DEFAULT_POPUP_DELAY_SECONDS)}
          hint="Seconds before the popup appears; 3-5 is recommended. Empty or 0 means 3."
          error={errors.delay_seconds}
        />
      </div>
      <DisplayPagesField name="display_pages" initial={pages} suggestions={SUGGESTED_POPUP_PAGES} error={pagesError} />
      <CheckboxField label="Active (Display popup)" name="is_active" defaultChecked={active} error={errors.is_active} />
    </EditorForm>
  );
}
