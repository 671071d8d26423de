import { data } from "react-router";
import type { z } from "zod";
import { requireStaff } from "~/auth/guard.server";
import { parseSubmission } from "~/components/forms/parse-submission";
import { heroSectionDefinition } from "~/content/hero-section/definition";
import { getHeroSection } from "~/content/hero-section/repository.server";
import { getNews } from "~/content/news/repository.server";
import { newsDefinition } from "~/content/news/definition";
import { getDraft } from "~/content/shared/drafts.server";
import { solutionDefinition } from "~/content/solution/definition";
import { getSolution } from "~/content/solution/repository.server";
import type { Db } from "~/db/connection.server";
import { servicesContext, type RequestContext } from "~/request-context";

/** What a preview shows: the pending draft, or the record as saved (live or not). */
export type PreviewOf = "draft" | "saved";

/** The sentence atop a preview (in a `.preview-banner`): which version is shown, of what. */
export const previewNotice = (of: PreviewOf, noun: string) =>
  `Preview ${of === "draft" ? "of the pending draft" : `of the saved ${noun}`}: visitors do not see this until it is published.`;

/** A preview answer is one staff member's view: no cache may keep it (decision 035). */
export const PREVIEW_HEADERS = { "Cache-Control": "private, no-store" } as const;

/**
 * A page's loader answer, previewed or not: a preview carries its notice and is never cached; a
 * visitor's page has no `preview` key at all (its data stays as small as before).
 */
export function withPreview<Page extends object>(page: Page, previewing: { preview: PreviewOf } | undefined, noun: string) {
  return previewing
    ? data({ ...page, preview: previewNotice(previewing.preview, noun) } as Page & { preview?: string }, { headers: PREVIEW_HEADERS })
    : (page as Page & { preview?: string });
}

/** Whether the request asks for the staff-only preview (`?preview` on the record's own address). */
export const wantsPreview = (request: Request) => new URL(request.url).searchParams.has("preview");

/**
 * `?preview` on a solution's or article's address (decision 035), as the product page has it: staff
 * with content access only (signed out, the sign-in redirect; others, the refusal), the record from
 * its pending draft or, without one, as saved, live or not. Null when there is no such record.
 */
export async function previewRecord<Row extends object>(
  request: Request,
  context: RequestContext,
  type: string,
  schema: z.ZodTypeAny,
  id: number | null,
  read: (db: Db, id: number) => Promise<Row | undefined>,
): Promise<{ record: Row; preview: PreviewOf } | null> {
  await requireStaff(request, context, "content");
  const { db } = context.get(servicesContext);
  const stored = id ? await read(db, id) : undefined;
  if (!id || !stored) return null;
  const draft = await getDraft(db, type, id);
  if (!draft) return { record: stored, preview: "saved" };
  const form = new FormData();
  for (const [name, value] of draft.entries) form.append(name, value);
  const parsed = parseSubmission(form, schema);
  // A draft the rules no longer accept (it was checked when kept) shows the saved record.
  return parsed.status === "success" ? { record: { ...stored, ...(parsed.value as Partial<Row>) }, preview: "draft" } : { record: stored, preview: "saved" };
}

/** A solution's preview (its field rules stay on the server: the page's code does not import them). */
export const previewSolution = (request: Request, context: RequestContext, id: number | null) =>
  previewRecord(request, context, solutionDefinition.type, solutionDefinition.schema, id, getSolution);

/** A news article's preview. */
export const previewNews = (request: Request, context: RequestContext, id: number | null) => previewRecord(request, context, newsDefinition.type, newsDefinition.schema, id, getNews);

/**
 * A hero section's preview: the home page with it as the first slide (`/?preview=hero-<id>`), active
 * or not, live or not, from its draft or as saved. Undefined when the address asks for no hero preview.
 */
export async function previewHero(request: Request, context: RequestContext) {
  const asked = new URL(request.url).searchParams.get("preview");
  if (asked === null) return undefined;
  const id = /^hero-(\d{1,9})$/.exec(asked)?.[1];
  return previewRecord(request, context, heroSectionDefinition.type, heroSectionDefinition.schema, id ? Number(id) : null, getHeroSection);
}
