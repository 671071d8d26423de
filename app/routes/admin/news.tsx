import { CountedInputField } from "~/components/admin/counted-input";
import { maxLengthOf } from "~/components/admin/max-length";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/news";
import { requireStaff } from "~/auth/guard.server";
import { lastEditNotes } from "~/audit/last-edit.server";
import { EditorForm } from "~/components/admin/editor-form";
import { InputField, TextAreaField } from "~/components/ui/fields";
import { ImageField } from "~/components/admin/image-field";
import { ListEditor } from "~/components/admin/list-editor";
import { ListPage } from "~/components/admin/list-page";
import { emptyText, ListSearch, ListSummary, Pagination } from "~/components/admin/list-controls";
import { parseListQuery } from "~/content/shared/list-query";
import { decodeNewsForm, type NewsFormValues, toNewsFormValues } from "~/components/admin/news-form-data";
import { NoticeToast } from "~/components/admin/notice";
import { RecordTable } from "~/components/admin/record-table";
import { Thumbnail } from "~/components/admin/thumbnail";
import { useFormErrors } from "~/components/admin/use-form-errors";
import { useHydrated } from "~/components/admin/use-hydrated";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { createNews, deleteNews, newsListConfig, pageNews, updateNews, getNews } from "~/content/news/repository.server";
import { MAX_NEWS_IMAGES, MAX_NEWS_SECTIONS, newsInput } from "~/content/news/schema";
import { removingUploads } from "~/uploads/release-uploads.server";
import { handleCrudAction } from "./crud-action.server";
import { searchOnlyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ title: "News | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const { db } = context.services;
  const query = parseListQuery(new URL(request.url).searchParams, newsListConfig);
  const [page, origin] = await Promise.all([pageNews(db, query), getActiveMediaOrigin(db)]);
  const rows = page.rows.map((article) => ({ ...article, imageUrl: resolveMediaUrl(article.images[0], origin) }));
  return { lastEdits: await lastEditNotes(context.services.db, request, "news", page.rows), page: { ...page, rows }, query, sorts: newsListConfig.sorts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return handleCrudAction(request, context, staff, {
    label: "News",
    target: "news",
    get: getNews,
    schema: newsInput,
    decode: decodeNewsForm,
    create: createNews,
    update: updateNews,
    // The record's images and catalogue go with it once nothing else uses them.
    remove: removingUploads(context.services, getNews, deleteNews),
  });
}

export const shouldRevalidate = searchOnlyChange;

/** News articles, newest first by their date. */
export default function News({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { page, query, sorts } = loaderData;
  const editing = page.rows.find((article) => article.id === Number(params.get("edit")));
  const open = params.has("new") || editing !== undefined;
  return (
    <ListPage title="News" addLabel="Add News">
      <NoticeToast notice={actionData?.notice} />
      {open ? (
        <NewsForm key={editing?.id ?? "new"} recordId={editing?.id} values={toNewsFormValues(actionData?.values ?? editing)} serverErrors={actionData?.fieldErrors} />
      ) : null}
      <ListSearch label="Search news" placeholder="Title or place" q={query.q} />
      <ListSummary page={page} noun={["article", "articles"]} />
      <RecordTable
        caption="News articles"
        rows={page.rows}
        rowName={(row) => row.title}
        empty={emptyText(query, "No news yet.")}
        order={{ ...query, sorts }}
        columns={[
          { header: "Image", cell: (row) => <Thumbnail src={row.imageUrl} /> },
          {
            header: "Title",
            sort: "title",
            cell: (row) => (
              <Link to={`/news/${row.id}`} className="font-medium text-brand-700 underline dark:text-brand-100">
                {row.title}
              </Link>
            ),
          },
          { header: "Place", sort: "place", cell: (row) => row.place },
          { header: "Date", sort: "date", cell: (row) => row.date },
          { header: "Images", cell: (row) => row.images.length },
        ]}
      />
      <Pagination page={page} label="News pages" />
    </ListPage>
  );
}

type FormProps = { recordId?: number; values: NewsFormValues; serverErrors?: Record<string, string> };

function NewsForm({ recordId, values, serverErrors }: FormProps) {
  const hydrated = useHydrated();
  const { errors, onSubmit } = useFormErrors(newsInput, serverErrors, decodeNewsForm);
  return (
    <EditorForm title={recordId ? "Edit News" : "Add News"} recordId={recordId} onSubmit={onSubmit}>
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <CountedInputField label="Title" name="title" max={maxLengthOf(newsInput.shape.title)} marked required defaultValue={values.title} error={errors.title} />
      <div className="grid gap-4 md:grid-cols-2">
        <CountedInputField label="Place" name="place" max={maxLengthOf(newsInput.shape.place)} marked required defaultValue={values.place} error={errors.place} />
        <InputField label="Date" name="date" type="date" marked required defaultValue={values.date} error={errors.date} />
      </div>
      <ListEditor
        legend="Images"
        name="images"
        noun="image"
        addLabel="Add image"
        initial={values.images}
        blank=""
        max={MAX_NEWS_IMAGES}
        hint={`Up to ${MAX_NEWS_IMAGES} images; the first is the article's main image. Recommended 1200x630 px.`}
        error={errors.images}
        renderItem={({ prefix, index, value }) => (
          <ImageField name={prefix} label={`Image ${index + 1}`} defaultValue={value} error={errors[`images.${index}`]} />
        )}
      />
      <ListEditor
        legend="Content sections"
        name="content"
        noun="section"
        addLabel="Add section"
        initial={values.content}
        blank={{ heading: "", para: "" }}
        max={MAX_NEWS_SECTIONS}
        hint={`Up to ${MAX_NEWS_SECTIONS} sections, each with a heading or a paragraph.`}
        error={errors.content}
        renderItem={({ prefix, index, value }) => (
          <div className="grid gap-3">
            <InputField label={`Section ${index + 1} heading`} name={`${prefix}[heading]`} defaultValue={value.heading} error={errors[`content.${index}.heading`]} />
            <TextAreaField label={`Section ${index + 1} paragraph`} name={`${prefix}[para]`} defaultValue={value.para} error={errors[`content.${index}.para`]} />
          </div>
        )}
      />
    </EditorForm>
  );
}
