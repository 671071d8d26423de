import { CountedInputField } from "~/components/admin/counted-input";
import { maxLengthOf } from "~/components/admin/max-length";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/hero-sections";
import { requireStaff } from "~/auth/guard.server";
import { lastEditNotes } from "~/audit/last-edit.server";
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
import { countActiveHeroSections, createHeroSection, deleteHeroSection, heroSectionListConfig, pageHeroSections, updateHeroSection, getHeroSection } from "~/content/hero-section/repository.server";
import { HERO_LIMIT_BANNER, type HeroSection, MAX_ACTIVE_HERO_SECTIONS, heroSectionInput } from "~/content/hero-section/schema";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { removingUploads } from "~/uploads/release-uploads.server";
import { handleCrudAction } from "./crud-action.server";
import { searchOnlyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ title: "Hero Sections | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const { db } = context.services;
  const query = parseListQuery(new URL(request.url).searchParams, heroSectionListConfig);
  const [page, active, origin] = await Promise.all([pageHeroSections(db, query), countActiveHeroSections(db), getActiveMediaOrigin(db)]);
  return {
    lastEdits: await lastEditNotes(context.services.db, request, "hero-section", page.rows),
    page: { ...page, rows: page.rows.map((hero) => ({ ...hero, imageUrl: resolveMediaUrl(hero.image, origin) })) },
    query,
    sorts: heroSectionListConfig.sorts,
    limitReached: active >= MAX_ACTIVE_HERO_SECTIONS,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return handleCrudAction(request, context, staff, {
    label: "Hero section",
    target: "hero-section",
    get: getHeroSection,
    schema: heroSectionInput,
    create: createHeroSection,
    update: updateHeroSection,
    // The record's images and catalogue go with it once nothing else uses them.
    remove: removingUploads(context.services, getHeroSection, deleteHeroSection),
  });
}

export const shouldRevalidate = searchOnlyChange;

export default function HeroSections({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { page, query, sorts } = loaderData;
  const editing = page.rows.find((hero) => hero.id === Number(params.get("edit")));
  const open = params.has("new") || editing !== undefined;
  return (
    <ListPage title="Hero Sections" addLabel="Add Hero Section">
      <NoticeToast notice={actionData?.notice} />
      {loaderData.limitReached ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {HERO_LIMIT_BANNER}
        </p>
      ) : null}
      {open ? <HeroForm key={editing?.id ?? "new"} editing={editing} values={actionData?.values} serverErrors={actionData?.fieldErrors} /> : null}
      <ListSearch label="Search hero sections" placeholder="Headline, paragraph or button text" q={query.q} />
      <ListSummary page={page} noun={["hero section", "hero sections"]} />
      <RecordTable
        caption="Hero sections"
        rows={page.rows}
        rowName={(row) => row.h1_text}
        empty={emptyText(query, "No hero sections yet. The home page shows its default banner.")}
        order={{ ...query, sorts }}
        columns={[
          { header: "Image", cell: (row) => <Thumbnail src={row.imageUrl} /> },
          {
            header: "H1 text",
            sort: "h1_text",
            cell: (row) => (
              <>
                <span className="font-medium">{row.h1_text}</span>
                {row.para_text ? <span className="mt-1 block line-clamp-2 text-slate-600 dark:text-slate-300">{row.para_text}</span> : null}
              </>
            ),
          },
          { header: "Button", cell: (row) => `${row.button_text} → ${row.url_link}` },
          { header: "Sort order", sort: "sort_order", cell: (row) => row.sort_order },
          { header: "Status", cell: (row) => <StatusBadge active={row.is_active} /> },
        ]}
      />
      <Pagination page={page} label="Hero section pages" />
    </ListPage>
  );
}

type FormProps = { editing?: HeroSection; values: unknown; serverErrors?: Record<string, string> };

function HeroForm({ editing, values, serverErrors }: FormProps) {
  const { errors, onSubmit } = useFormErrors(heroSectionInput, serverErrors);
  const shown = values ?? editing;
  // A posted form without the box ticked has no is_active at all; a stored hero has a boolean.
  const active = values ? valueOf(values, "is_active") === "on" : (editing?.is_active ?? false);
  return (
    <EditorForm title={editing ? "Edit Hero Section" : "Add Hero Section"} recordId={editing?.id} onSubmit={onSubmit}>
      <CountedInputField label="H1 Text" name="h1_text" max={maxLengthOf(heroSectionInput.shape.h1_text)} marked required defaultValue={valueOf(shown, "h1_text")} error={errors.h1_text} />
      <TextAreaField label="Paragraph Text" name="para_text" defaultValue={valueOf(shown, "para_text")} error={errors.para_text} />
      <div className="grid gap-4 md:grid-cols-2">
        <CountedInputField label="Button Text" name="button_text" max={maxLengthOf(heroSectionInput.shape.button_text)} marked required defaultValue={valueOf(shown, "button_text")} error={errors.button_text} />
        <InputField
          label="URL Link"
          name="url_link"
          // Text, not type="url": a page of this site (/products) is a valid target but not an absolute URL.
          inputMode="url"
          marked
          required
          defaultValue={valueOf(shown, "url_link")}
          hint="A full address (https://...) or a page of this site (/products)."
          error={errors.url_link}
        />
      </div>
      <ImageField name="image" label="Image" defaultValue={valueOf(shown, "image")} error={errors.image} hint="Recommended size 1920x1080 px." />
      <div className="grid gap-4 md:grid-cols-2">
        <InputField
          label="Sort Order"
          name="sort_order"
          type="number"
          step={1}
          defaultValue={valueOf(shown, "sort_order") || "0"}
          hint="Lower numbers come first in the carousel."
          error={errors.sort_order}
        />
        <CheckboxField label="Active" name="is_active" defaultChecked={active} hint="At most 3 hero sections can be active." error={errors.is_active} className="self-center" />
      </div>
    </EditorForm>
  );
}
