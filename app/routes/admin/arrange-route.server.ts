import { data, redirect } from "react-router";
import { auditSource } from "~/audit/audit-log.server";
import { setFlash } from "~/auth/flash.server";
import type { AdminSession } from "~/auth/guard.server";
import type { Area } from "~/auth/roles";
import type { Choices } from "~/components/admin/content/field-control";
import type { Notice } from "~/components/admin/notice";
import { contentDefinitions } from "~/content/definitions";
import { type Arrangeable, listSiblings, moveInOrder, saveOrder } from "~/content/shared/ordering.server";
import { RuleViolationError } from "~/content/shared/errors";
import { recordIdFrom } from "~/content/shared/record-id";
import { servicesContext, type RequestContext } from "~/request-context";
import { contentSources } from "./content-sources.server";

/**
 * The Arrange screen of every type whose definition has `order` (decision 036), by the address
 * /admin/arrange/<kind>: one parent's whole set of children, never a page of a filtered list.
 */
export const arrangeKind = (definition: Arrangeable) => definition.table.replace(/_/g, "-");

const arrangeable = Object.fromEntries(
  contentDefinitions.filter((definition): definition is Arrangeable => definition.order !== undefined).map((definition) => [arrangeKind(definition), definition]),
);

/** The admin area whose staff may arrange a type: its list screen's (driver categories live on Drivers). */
const areaOf = (definition: Arrangeable): Area => (definition.type === "driver-category" ? "drivers" : "content");

/** The type the address names, when the route's area is the one its list screen has; 404 for any other. */
export function arrangedType(kind: string | undefined, area: Area): { definition: Arrangeable } {
  const definition = kind && Object.hasOwn(arrangeable, kind) ? arrangeable[kind]! : undefined;
  if (!definition || areaOf(definition) !== area) throw data(null, { status: 404 });
  return { definition };
}

/** The parent a request names (?parent= or the posted parent), or null for a type without parents. */
function parentOf(definition: Arrangeable, value: FormDataEntryValue | null): number | null | undefined {
  if (!definition.order.parent) return null;
  return recordIdFrom(value) ?? undefined;
}

export async function loadArrange(request: Request, context: RequestContext, kind: string | undefined, area: Area) {
  const { definition } = arrangedType(kind, area);
  const { db } = context.get(servicesContext);
  const parent = definition.order.parent;
  const parentId = parentOf(definition, new URL(request.url).searchParams.get("parent"));
  const choicesName = parent ? (definition.fields[parent.column]?.control as { choices?: string } | undefined)?.choices : undefined;
  const source = contentSources[arrangeKind(definition)];
  const [choices, items] = await Promise.all([
    parent && source?.choices ? source.choices(db) : ({} as Choices),
    parentId === undefined ? [] : listSiblings(db, definition, parentId),
  ]);
  return {
    kind: arrangeKind(definition),
    title: definition.title,
    screen: definition.order.screen,
    parent: parent ? { label: parent.label, choices: choicesName ? (choices[choicesName] ?? {}) : {}, id: parentId ?? null } : null,
    items,
  };
}

export type ArrangeAnswer = { notice: Notice; ids?: number[] };

/**
 * Saves the order posted (every id, as the screen shows them), after the Move button's one step when
 * a Move button sent it. With JavaScript the screen reads the answer; without, it goes back to the list.
 */
export async function saveArrange(request: Request, context: RequestContext, staff: AdminSession, kind: string | undefined, area: Area) {
  const { definition } = arrangedType(kind, area);
  const { db, logger } = context.get(servicesContext);
  const form = await request.formData();
  const parentId = parentOf(definition, form.get("parent"));
  const shown = form.getAll("ids").map((value) => recordIdFrom(value));
  const [moveId, direction] = String(form.get("move") ?? "").split(":");
  const moved = recordIdFrom(moveId ?? null);
  const script = form.get("_js") === "1";
  const back = new URL(request.url);
  const answer = async (notice: Notice, status: number, ids?: number[]) => {
    if (script) return data<ArrangeAnswer>({ notice, ids }, { status });
    const cookie = await setFlash(context, notice);
    const anchor = moved ? `#arrange-item-${moved}` : "";
    return redirect(`${back.pathname}${parentId ? `?parent=${parentId}` : ""}${anchor}`, { headers: { "Set-Cookie": cookie } });
  };
  if (parentId === undefined || shown.some((id) => id === null)) return answer({ kind: "error", title: "Error saving order", description: "Choose what to arrange first." }, 400);
  const ids = moved && (direction === "up" || direction === "down") ? moveInOrder(shown as number[], moved, direction) : (shown as number[]);
  try {
    await saveOrder(db, auditSource(request, context, staff.user), definition, parentId, ids);
  } catch (error) {
    if (error instanceof RuleViolationError) return answer({ kind: "error", title: "Error saving order", description: error.message }, 409);
    logger.error({ err: error }, `saving the order of ${definition.table} failed`);
    return answer({ kind: "error", title: "Error saving order", description: "The server could not save the order. Please try again." }, 500);
  }
  return answer({ kind: "success", title: "Order saved" }, 200, ids);
}
