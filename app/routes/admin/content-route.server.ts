import { hasPublishing } from "~/content/shared/publishing";
import { data } from "react-router";
import { lastEditNotes } from "~/audit/last-edit.server";
import type { AdminSession } from "~/auth/guard.server";
import type { Choices } from "~/components/admin/content/field-control";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import type { ContentDefinition } from "~/content/shared/definition";
import { type ListQuery, type Page, parseListQuery } from "~/content/shared/list-query";
import type { Db } from "~/db/connection.server";
import { assertMediaReferences } from "~/content/media-file/references.server";
import { type ContentSource, contentSources } from "./content-sources.server";
import { handleCrudAction, withDraftPublished } from "./crud-action.server";
import { loadHistory } from "./history-route.server";
import { servicesContext, type RequestContext } from "~/request-context";
import { draftForForm } from "~/content/shared/drafts.server";
import { recordIdFrom } from "~/content/shared/record-id";
import { parseSubmission } from "~/components/forms/parse-submission";
import { fieldsOf, type RevisionContent } from "~/content/shared/revisions.server";

/** A content type's repository as its list screen uses it. */
export type ContentRepository<Row, Input> = {
  page?: (db: Db, query: ListQuery<any, any>) => Promise<Page<Row>>;
  get: (db: Db, id: number) => Promise<Row | undefined>;
  create: (db: Db, input: Input) => Promise<unknown>;
  update: (db: Db, id: number, input: Input) => Promise<unknown | undefined>;
  remove: (db: Db, id: number) => Promise<boolean>;
  /** The record as a revision keeps it, where more than its own fields are needed (a product's attribute values). */
  revision?: (db: Db, id: number) => Promise<RevisionContent | undefined>;
};

/**
 * A list screen's data: one page of the list as its URL asks (search, filters, order), each row with its
 * thumbnail's address, and the "Last edited by" notes of the rows and of the record the form is open on.
 */
export async function loadContentList<Row extends { id: number }>(
  request: Request,
  context: RequestContext,
  definition: ContentDefinition<any, Row>,
  page: (db: Db, query: ListQuery<any, any>) => Promise<Page<Row>>,
) {
  const { db } = context.get(servicesContext);
  const list = definition.list!;
  const params = new URL(request.url).searchParams;
  const query = parseListQuery(params, list);
  const editId = recordIdFrom(params.get("edit"));
  // The record's pending draft, if it has one (decision 035): the form opens on it.
  const readDraft = (form: FormData) => parseSubmission(form, definition.schema).payload as Record<string, unknown>;
  const [found, origin, draft] = await Promise.all([
    page(db, query),
    list.thumbnail ? getActiveMediaOrigin(db) : null,
    editId && hasPublishing(definition) ? draftForForm(db, definition.type, editId, readDraft) : null,
  ]);
  const rows = found.rows.map((row) => ({ ...row, imageUrl: list.thumbnail ? resolveMediaUrl(list.thumbnail(row), origin) : null }));
  return { lastEdits: await lastEditNotes(db, request, definition.type, found.rows), page: { ...found, rows }, query, draft };
}


/** True when a field of the type can hold an uploaded image or file. */
const holdsMedia = (definition: ContentDefinition) => Object.values(definition.fields).some((field) => field.media !== undefined);

/** A list screen's Save and Delete, as the definition names and checks them; each in one transaction with its audit entry. */
export function contentAction<Row, Input>(
  request: Request,
  context: RequestContext,
  staff: AdminSession,
  definition: ContentDefinition,
  repository: ContentRepository<Row, Input>,
) {
  const { get, create, update, remove } = repository;
  // Files the save points at must be in the library, of the field's kind, with alt text for images going public (decision 040).
  const checked = holdsMedia(definition);
  // A delete moves the record to the trash; its images and catalogue stay until it is purged (decision 037).
  return handleCrudAction<Input>(request, context, staff, {
    definition,
    revisions: definition.revisions ? { definition, read: revisionReader(definition, repository) } : undefined,
    label: definition.label,
    target: definition.type,
    schema: definition.schema,
    get,
    create: checked
      ? async (db, input) => {
          await assertMediaReferences(db, definition, input as object);
          return create(db, input);
        }
      : create,
    update: checked
      ? async (db, id, input) => {
          await assertMediaReferences(db, definition, input as object, (await get(db, id)) as object | undefined);
          return update(db, id, input);
        }
      : update,
    remove,
  });
}

/** How a type's revisions read a record: the repository's own reader, or its definition's fields as `get` reads them. */
export function revisionReader(definition: ContentDefinition, repository: Pick<ContentRepository<unknown, unknown>, "get" | "revision">) {
  return repository.revision ?? (async (db: Db, id: number) => fieldsOf(definition, (await repository.get(db, id)) as object | undefined));
}

/** The simple type whose screen the request is for, by its address (/admin/<kind>); 404 for any other. */
export function contentSourceOf(request: Request): { kind: string; source: ContentSource } {
  const kind = new URL(request.url).pathname.split("/")[2] ?? "";
  const source = Object.hasOwn(contentSources, kind) ? contentSources[kind] : undefined;
  if (!source) throw data(null, { status: 404 });
  return { kind, source };
}

/** A simple type's screen: its list, the choices of its selects and its standing notice. */
export async function loadContentScreen(request: Request, context: RequestContext) {
  const { kind, source } = contentSourceOf(request);
  const { db } = context.get(servicesContext);
  const [list, choices, notice, history] = await Promise.all([
    loadContentList(request, context, source.definition, source.repository.page),
    source.choices?.(db) ?? ({} as Choices),
    source.notice?.(db) ?? null,
    loadHistory(db, source.definition, new URL(request.url).searchParams, revisionReader(source.definition, source.repository)),
  ]);
  return { kind, ...list, choices, notice, history };
}

/** A simple type's Save, Delete, draft or publish of its draft, by `staff`. */
export async function saveContentScreen(request: Request, context: RequestContext, staff: AdminSession) {
  const { source } = contentSourceOf(request);
  const post = await withDraftPublished(request, context.get(servicesContext).db, source.definition.type);
  return contentAction(post, context, staff, source.definition, source.repository);
}
