import { CountedInputField } from "~/components/admin/counted-input";
import { maxLengthOf } from "~/components/admin/max-length";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/solutions";
import { requireStaff } from "~/auth/guard.server";
import { lastEditNotes } from "~/audit/last-edit.server";
import { EditorForm } from "~/components/admin/editor-form";
import { InputField, TextAreaField } from "~/components/ui/fields";
import { ImageField } from "~/components/admin/image-field";
import { ListEditor } from "~/components/admin/list-editor";
import { ListPage } from "~/components/admin/list-page";
import { emptyText, ListSearch, ListSummary, Pagination } from "~/components/admin/list-controls";
import { parseListQuery } from "~/content/shared/list-query";
import { NoticeToast } from "~/components/admin/notice";
import { RecordTable } from "~/components/admin/record-table";
import { decodeSolutionForm, type SolutionFormValues, toSolutionFormValues } from "~/components/admin/solution-form-data";
import { useFormErrors } from "~/components/admin/use-form-errors";
import { useHydrated } from "~/components/admin/use-hydrated";
import { createSolution, deleteSolution, pageSolutions, solutionListConfig, updateSolution, getSolution } from "~/content/solution/repository.server";
import { MAX_SOLUTION_APPLICATIONS, MAX_SOLUTION_SECTIONS, solutionInput } from "~/content/solution/schema";
import { removingUploads } from "~/uploads/release-uploads.server";
import { handleCrudAction } from "./crud-action.server";
import { searchOnlyChange } from "./revalidation";

export const meta: Route.MetaFunction = () => [{ title: "Solutions | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const query = parseListQuery(new URL(request.url).searchParams, solutionListConfig);
  const page = await pageSolutions(context.services.db, query);
  return { lastEdits: await lastEditNotes(context.services.db, request, "solution", page.rows), page, query, sorts: solutionListConfig.sorts };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return handleCrudAction(request, context, staff, {
    label: "Solution",
    target: "solution",
    get: getSolution,
    schema: solutionInput,
    decode: decodeSolutionForm,
    create: createSolution,
    update: updateSolution,
    // The record's images and catalogue go with it once nothing else uses them.
    remove: removingUploads(context.services, getSolution, deleteSolution),
  });
}

export const shouldRevalidate = searchOnlyChange;

export default function Solutions({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { page, query, sorts } = loaderData;
  const editing = page.rows.find((solution) => solution.id === Number(params.get("edit")));
  const open = params.has("new") || editing !== undefined;
  return (
    <ListPage title="Solutions" addLabel="Add Solution">
      <NoticeToast notice={actionData?.notice} />
      {open ? (
        <SolutionForm
          key={editing?.id ?? "new"}
          recordId={editing?.id}
          values={toSolutionFormValues(actionData?.values ?? editing)}
          serverErrors={actionData?.fieldErrors}
        />
      ) : null}
      <ListSearch label="Search solutions" placeholder="Title" q={query.q} />
      <ListSummary page={page} noun={["solution", "solutions"]} />
      <RecordTable
        caption="Solutions"
        rows={page.rows}
        rowName={(row) => row.title}
        empty={emptyText(query, "No solutions yet.")}
        order={{ ...query, sorts }}
        columns={[
          {
            header: "Title",
            sort: "title",
            cell: (row) => (
              <Link to={`/solution/${row.id}`} className="font-medium text-brand-700 underline dark:text-brand-100">
                {row.title}
              </Link>
            ),
          },
          { header: "Date", sort: "date", cell: (row) => row.date },
          { header: "Sections", cell: (row) => row.content.length },
          { header: "Applications", cell: (row) => row.applications.length },
        ]}
      />
      <Pagination page={page} label="Solution pages" />
    </ListPage>
  );
}

type FormProps = { recordId?: number; values: SolutionFormValues; serverErrors?: Record<string, string> };

function SolutionForm({ recordId, values, serverErrors }: FormProps) {
  const hydrated = useHydrated();
  const { errors, onSubmit } = useFormErrors(solutionInput, serverErrors, decodeSolutionForm);
  return (
    <EditorForm title={recordId ? "Edit Solution" : "Add Solution"} recordId={recordId} onSubmit={onSubmit}>
      {hydrated ? <input type="hidden" name="_js" value="1" /> : null}
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <CountedInputField label="Title" name="title" max={maxLengthOf(solutionInput.shape.title)} marked required defaultValue={values.title} error={errors.title} />
        <InputField label="Date" name="date" type="date" marked required defaultValue={values.date} error={errors.date} />
      </div>
      <ListEditor
        legend="Content sections"
        name="content"
        noun="section"
        addLabel="Add section"
        initial={values.content}
        blank={{ heading: "", para: "", image: "" }}
        max={MAX_SOLUTION_SECTIONS}
        hint={`Up to ${MAX_SOLUTION_SECTIONS} sections, each with a heading or a paragraph.`}
        error={errors.content}
        renderItem={({ prefix, index, value }) => (
          <div className="grid gap-3">
            <InputField label={`Section ${index + 1} heading`} name={`${prefix}[heading]`} defaultValue={value.heading} error={errors[`content.${index}.heading`]} />
            <TextAreaField label={`Section ${index + 1} paragraph`} name={`${prefix}[para]`} defaultValue={value.para} error={errors[`content.${index}.para`]} />
            <ImageField name={`${prefix}[image]`} label={`Section ${index + 1} image`} defaultValue={value.image} error={errors[`content.${index}.image`]} />
          </div>
        )}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextList legend="Highlights" name="highlights" noun="highlight" values={values.highlights} errors={errors} />
        <TextList legend="Specifications" name="specifications" noun="specification" values={values.specifications} errors={errors} />
      </div>
      <ListEditor
        legend="Applications"
        name="applications"
        noun="application"
        addLabel="Add application"
        initial={values.applications}
        blank={{ name: "", para: "", image: "" }}
        max={MAX_SOLUTION_APPLICATIONS}
        hint={`Up to ${MAX_SOLUTION_APPLICATIONS} applications, each with a name.`}
        error={errors.applications}
        renderItem={({ prefix, index, value }) => (
          <div className="grid gap-3">
            <InputField label={`Application ${index + 1} name`} name={`${prefix}[name]`} defaultValue={value.name} error={errors[`applications.${index}.name`]} />
            <TextAreaField label={`Application ${index + 1} description`} name={`${prefix}[para]`} defaultValue={value.para} error={errors[`applications.${index}.para`]} />
            <ImageField name={`${prefix}[image]`} label={`Application ${index + 1} image`} defaultValue={value.image} error={errors[`applications.${index}.image`]} />
          </div>
        )}
      />
    </EditorForm>
  );
}

type TextListProps = { legend: string; name: string; noun: string; values: string[]; errors: Record<string, string | undefined> };

function TextList({ legend, name, noun, values, errors }: TextListProps) {
  const label = noun[0].toUpperCase() + noun.slice(1);
  return (
    <ListEditor
      legend={legend}
      name={name}
      noun={noun}
      addLabel={`Add ${noun}`}
      initial={values}
      blank=""
      error={errors[name]}
      renderItem={({ prefix, index, value }) => <InputField label={`${label} ${index + 1}`} name={prefix} defaultValue={value} error={errors[`${name}.${index}`]} />}
    />
  );
}
