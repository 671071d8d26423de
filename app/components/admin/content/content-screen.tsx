import { hasPublishing } from "~/content/shared/publishing";
import type { ReactNode } from "react";
import { usePendingDraft } from "../draft-notice";
import { useSearchParams } from "react-router";
import type { ContentDefinition } from "~/content/shared/definition";
import type { ListQuery, Page } from "~/content/shared/list-query";
import { emptyText, ListSearch, ListSummary, Pagination } from "../list-controls";
import { ArrangeLink } from "../arrange/arrange-link";
import { ListPage } from "../list-page";
import { type Notice, NoticeToast } from "../notice";
import { RecordTable } from "../record-table";
import { type CustomCells, tableColumns } from "./content-table";
import { ContentForm, type ContentFormProps } from "./content-form";
import { PublishingFilter } from "./publishing-filter";

/** What a list screen's action answers when it refuses: a toast, and Conform's result (errors, what was typed). */
export type ContentFailure = {
  notice: Notice;
  result: ContentFormProps<{ id: number }>["lastResult"];
  /** The revision whose restore was refused (decision 038): its confirmation says why. */
  revision?: number;
};

type Row = { id: number; imageUrl?: string | null };

type ContentScreenProps<R extends Row> = Pick<ContentFormProps<R>, "choices" | "custom"> & {
  definition: ContentDefinition<any, R>;
  page: Page<R>;
  query: ListQuery;
  actionData?: ContentFailure;
  /** The record the form edits when the screen loads it apart from the list (a product); else the list's row. */
  editing?: R | null;
  /** A screen's own form in place of the definition's (the product tabs), given the record it edits. */
  renderForm?: (editing: R | undefined, lastResult: ContentFailure["result"]) => ReactNode;
  /** The screen's own cells for columns the definition leaves to it. */
  cells?: CustomCells<R>;
  /** Parent filters beside the search box. */
  filters?: ReactNode;
  /** The screen places "Filter by publishing" among its own `filters` (products); otherwise it follows them. */
  publishingFilterInside?: boolean;
  /** A notice above the form (the hero limit). */
  banner?: ReactNode;
  /** Buttons beside Add (the Drivers screen's Add Category). */
  actions?: ReactNode;
  /** Whether the record form opens for ?new and ?edit (the Drivers screen also opens a category form). */
  formOpen?: boolean;
  children?: ReactNode;
};

/**
 * The one list-and-form screen of the admin panel: heading with Add, the create/edit form, the
 * search, the list with edit and delete per row, and its pages, all from the type's definition.
 */
export function ContentScreen<R extends Row>(props: ContentScreenProps<R>) {
  const { definition, page, query, actionData, filters, banner, actions, children } = props;
  const list = definition.list!;
  const [params] = useSearchParams();
  const editId = Number(params.get("edit"));
  const editing = (props.editing !== undefined ? props.editing : page.rows.find((row) => row.id === editId)) ?? undefined;
  const open = (props.formOpen ?? true) && (params.has("new") || (editing !== undefined && editing.id === editId));
  const lastResult = actionData?.result;
  const rowName = list.rowName ?? nameOrTitle;
  // A draft saved or discarded, or a revision restored (the record saved anew), opens the form afresh.
  const draft = usePendingDraft(editing?.id);
  const saved = (editing as { updated_at?: string } | undefined)?.updated_at ?? "";
  return (
    <ListPage title={definition.title} addLabel={definition.addLabel} actions={<>{definition.order ? <ArrangeLink definition={definition} /> : null}{actions}</>}>
      <NoticeToast notice={actionData?.notice} />
      {banner}
      {open
        ? (props.renderForm?.(editing, lastResult) ?? (
            <ContentForm key={`${editing?.id ?? "new"} ${draft?.updatedAt ?? ""} ${saved}`} definition={definition} editing={editing} lastResult={lastResult} choices={props.choices} custom={props.custom} />
          ))
        : null}
      {list.heading ? <h2 className="text-lg font-semibold">{list.heading}</h2> : null}
      <ListSearch label={list.search.label ?? `Search ${definition.title.toLowerCase()}`} placeholder={list.search.placeholder} q={query.q}>
        {filters}
        {list.choices?.publishing && !props.publishingFilterInside ? <PublishingFilter query={query} /> : null}
      </ListSearch>
      <ListSummary page={page} noun={[list.noun[0], list.noun[1]]} />
      <RecordTable
        caption={list.caption ?? definition.title}
        rows={page.rows}
        rowName={rowName}
        empty={emptyText(query, list.empty)}
        order={{ ...query, sorts: list.sorts }}
        columns={tableColumns(list.columns, props.cells)}
        bulk={{ actions: hasPublishing(definition) ? ["bulk-publish", "bulk-unpublish", "bulk-trash"] : ["bulk-trash"], noun: list.noun }}
      />
      <Pagination page={page} label={`${definition.label} pages`} />
      {children}
    </ListPage>
  );
}

/** A row's name in "Edit X" and "Delete X" when its list names none: its name, else its title. */
function nameOrTitle(row: { id: number }): string {
  const { name, title } = row as { name?: string; title?: string };
  return name ?? title ?? String(row.id);
}
