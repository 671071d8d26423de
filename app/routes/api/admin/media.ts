import type { Route } from "./+types/media";
import { requireStaff } from "~/auth/guard.server";
import { auditSource } from "~/audit/audit-log.server";
import { parseSubmission } from "~/components/forms/parse-submission";
import { firstError } from "~/components/forms/zod-errors";
import { fileName, mediaListConfig, thumbnailUrl } from "~/content/media-file/library";
import { getMediaFilesByKey, pageMediaFiles } from "~/content/media-file/repository.server";
import { altTextInput, type MediaFile } from "~/content/media-file/schema";
import { parseListQuery } from "~/content/shared/list-query";
import { mediaKeyFromReference } from "~/media/image-sources";
import { MediaRefusedError, saveAltText } from "~/media/library.server";
import { mediaUrl } from "~/media/media-url";
import { servicesContext } from "~/request-context";

/** What a form's media field shows of a library file (media-facts.ts in the browser). */
const facts = (file: MediaFile) => ({
  id: file.id,
  url: mediaUrl(file.key),
  name: fileName(file),
  kind: file.kind,
  alt: file.alt_text,
  thumbnail: thumbnailUrl(file),
  width: file.width,
  height: file.height,
  size: file.size,
});

export type MediaFacts = ReturnType<typeof facts>;

/** At most this many files are asked about at once (a form's images). */
const MAX_URLS = 100;

/**
 * The media library for the forms' media fields (decision 040).
 * GET `?url=` (repeated): the files these references name, for the field's thumbnail and alt text.
 * GET `?kind=&q=&page=`: one page of the library for "Choose from library", newest first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const references = params.getAll("url").slice(0, MAX_URLS);
  if (references.length > 0) {
    const keys = references.map((reference) => (reference.startsWith("/media/") ? mediaKeyFromReference(reference) : null)).filter((key): key is string => key !== null);
    return Response.json({ files: (await getMediaFilesByKey(db, keys)).map(facts) });
  }
  const page = await pageMediaFiles(db, parseListQuery(params, mediaListConfig));
  return Response.json({ files: page.rows.map(facts), page: page.page, pages: page.pages, total: page.total });
}

/** POST intent=alt, id, alt_text: the field's "Alt text" dialog writes the file's alt text, as the library's own form does. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  if (request.method !== "POST") return Response.json({ success: false, error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const form = await request.formData();
  if (form.get("intent") !== "alt") return Response.json({ success: false, error: "Unknown request." }, { status: 400 });
  const submission = parseSubmission(form, altTextInput);
  if (submission.status !== "success") return Response.json({ success: false, error: firstError(submission.reply()) ?? "Please check the alt text." }, { status: 400 });
  try {
    const file = await saveAltText(context.get(servicesContext), auditSource(request, context, staff.user), submission.value.id, submission.value.alt_text);
    return Response.json({ success: true, file: facts(file) });
  } catch (error) {
    if (error instanceof MediaRefusedError) return Response.json({ success: false, error: error.message }, { status: error.status });
    throw error;
  }
}
