import { data } from "react-router";
import { lastEditNotes } from "~/audit/last-edit.server";
import type { AdminSession } from "~/auth/guard.server";
import type { Choices } from "~/components/admin/content/field-control";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import type { ContentDefinition } from "~/content/shared/definition";
import { type ListQuery, type Page, parseListQuery } from "~/content/shared/list-query";
import type { Db } from "~/db/connection.server";
import { removingUploads } from "~/uploads/release-uploads.server";
import { type ContentSource, contentSources } from "./content-sources.server";
import { handleCrudAction } from "./crud-action.server";
import { servicesContext, type RequestContext } from "~/request-context";

/** A content type's repository as its list screen uses it. */
export type ContentRepository<Row, Input> = {
  page?: (db: Db, query: ListQuery<any, any>) => Promise<Page<Row>>;
  get: (db: Db, id: number) => Promise<Row | undefined>;
  create: (db: Db, input: Input) => Promise<unknown>;
  update: (db: Db, id: number, input: Input) => Promise<unknown | undefined>;
  remove: (db: Db, id: number) => Promise<boolean>;
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
  const query = parseListQuery(new URL(request.url).searchParams, list);
  const [found, origin] = await Promise.all([page(db, query), list.thumbnail ? getActiveMediaOrigin(db) : null]);
  const rows = found.rows.map((row) => ({ ...row, imageUrl: list.thumbnail ? resolveMediaUrl(list.thumbnail(row), origin) : null }));
  return { lastEdits: await lastEditNotes(db, request, definition.type, found.rows), page: { ...found, rows }, query };
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
  return handleCrudAction<Input>(request, context, staff, {
    label: definition.label,
    target: definition.type,
    schema: definition.schema,
    get,
    create,
    update,
    // The record's images and catalogue go with it once nothing else uses them.
    remove: holdsMedia(definition) ? removingUploads(context.get(servicesContext), get, remove) : remove,
  });
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
  const [list, choices, notice] = await Promise.all([
    loadContentList(request, context, source.definition, source.repository.page),
    source.choices?.(db) ?? ({} as Choices),
    source.notice?.(db) ?? null,
  ]);
  return { kind, ...list, choices, notice };
}

/** A simple type's Save or Delete, by `staff`. */
export function saveContentScreen(request: Request, context: RequestContext, staff: AdminSession) {
  const { source } = contentSourceOf(request);
  return contentAction(request, context, staff, source.definition, source.repository);
}
