import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { auditSource } from "~/audit/audit-log.server";
import { setFlash } from "~/auth/flash.server";
import type { AdminSession } from "~/auth/guard.server";
import type { Notice } from "~/components/admin/notice";
import { failureStatus } from "~/components/admin/response-status";
import { parseSubmission } from "~/components/forms/parse-submission";
import { firstError } from "~/components/forms/zod-errors";
import { fileName, mediaListConfig, REMOVE_AT_MOST, thumbnailUrl } from "~/content/media-file/library";
import { contentUsingMedia, getMediaFile, pageMediaFiles } from "~/content/media-file/repository.server";
import { altTextInput, type MediaFile } from "~/content/media-file/schema";
import { describeUser, type MediaUser, whenDeletable } from "~/content/media-file/usage";
import { listSearch, parseListQuery } from "~/content/shared/list-query";
import { recordIdFrom } from "~/content/shared/record-id";
import { formatBytes } from "~/media/format-bytes";
import { deleteLibraryFile, findUnusedFiles, MediaRefusedError, removeUnusedFiles, saveAltText } from "~/media/library.server";
import { mediaUrl } from "~/media/media-url";
import { servicesContext, type RequestContext } from "~/request-context";

/** The list names this many users of a file, then "and more". */
const USERS_SHOWN = 3;
/** The detail view names this many. */
const USERS_IN_DETAIL = 20;
/** Remove unused files lists this many of the files it will remove; the count and size cover them all. */
const UNUSED_LISTED = 100;

/** A file as the library shows it: its facts, its thumbnail, and where it is used. */
function shown(file: MediaFile, users: MediaUser[], limit: number) {
  return {
    id: file.id,
    url: mediaUrl(file.key),
    name: fileName(file),
    key: file.key,
    kind: file.kind,
    size: file.size,
    width: file.width,
    height: file.height,
    uploaded: file.created_at,
    alt: file.alt_text,
    thumbnail: thumbnailUrl(file),
    preview: thumbnailUrl(file, 480),
    users: users.slice(0, limit).map((user) => ({ text: describeUser(user), edit: user.edit })),
    moreUsers: users.length > limit,
    /** What deleting it waits for, when anything uses it. */
    whenDeletable: users.length > 0 ? whenDeletable(users) : null,
  };
}

export type ShownFile = ReturnType<typeof shown>;

/** `/admin/media`: a page of the library, the file open in the detail view, and Remove unused files' preview. */
export async function loadMediaLibrary(request: Request, context: RequestContext) {
  const { db } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const query = parseListQuery(params, mediaListConfig);
  const found = await pageMediaFiles(db, query);
  const users = await contentUsingMedia(db, found.rows.map((file) => mediaUrl(file.key)), USERS_SHOWN + 1);
  const rows = found.rows.map((file) => shown(file, users.filter((user) => user.url === mediaUrl(file.key)), USERS_SHOWN));

  const openId = recordIdFrom(params.get("edit")) ?? recordIdFrom(params.get("delete"));
  const open = openId ? await getMediaFile(db, openId) : undefined;
  const detail = open ? shown(open, await contentUsingMedia(db, mediaUrl(open.key), USERS_IN_DETAIL + 1), USERS_IN_DETAIL) : null;

  let unused = null;
  if (params.has("unused")) {
    const { files, bytes, recentKept } = await findUnusedFiles(db);
    const removable = files.slice(0, REMOVE_AT_MOST);
    unused = {
      count: files.length,
      size: formatBytes(bytes),
      listed: files.slice(0, UNUSED_LISTED).map((file) => ({ id: file.id, name: fileName(file), kind: file.kind, size: file.size, uploaded: file.created_at, thumbnail: thumbnailUrl(file) })),
      ids: removable.map((file) => file.id).join(","),
      removable: removable.length,
      recentKept,
    };
  }
  return { page: { ...found, rows }, query, detail, unused };
}

export type MediaActionData = { notice: Notice; result?: SubmissionResult<string[]> | null };

/**
 * The library's posts: `save` (a file's alt text), `delete` (one file), `remove-unused` (the files the
 * preview listed, each checked again). Success returns to the list with a toast; a refusal says why.
 */
export async function handleMediaAction(request: Request, context: RequestContext, staff: AdminSession) {
  const services = context.get(servicesContext);
  const audit = auditSource(request, context, staff.user);
  const form = await request.formData();
  const intent = form.get("intent");
  const url = new URL(request.url);
  const fail = (title: string, description: string, status: number, result: SubmissionResult<string[]> | null = null) =>
    data<MediaActionData>({ notice: { kind: "error", title, description }, result }, { status: failureStatus(request, status) });
  const succeed = async (title: string, description?: string) =>
    redirect(url.pathname + listSearch(withoutPreview(url.searchParams)), { headers: { "Set-Cookie": await setFlash(context, { kind: "success", title, description }) } });

  try {
    if (intent === "save") {
      const submission = parseSubmission(form, altTextInput);
      if (submission.status !== "success") return fail("Error saving alt text", firstError(submission.reply()) ?? "Please check the form.", 400, submission.reply());
      try {
        const file = await saveAltText(services, audit, submission.value.id, submission.value.alt_text);
        return await succeed("Alt text saved", file.alt_text ? `${fileName(file)}: "${file.alt_text}"` : `${fileName(file)} has no alt text now.`);
      } catch (error) {
        if (error instanceof MediaRefusedError) return fail("Error saving alt text", error.message, error.status, submission.reply({ fieldErrors: { alt_text: [error.message] } }));
        throw error;
      }
    }
    if (intent === "delete") {
      const id = recordIdFrom(form.get("id"));
      if (!id) return fail("Error deleting file", "Choose the file to delete.", 400);
      const file = await deleteLibraryFile(services, audit, id);
      return await succeed("File deleted", `${fileName(file)} and its copies are gone; its address no longer answers.`);
    }
    if (intent === "remove-unused") {
      const ids = String(form.get("ids") ?? "")
        .split(",")
        .map((id) => recordIdFrom(id))
        .filter((id): id is number => id !== null)
        .slice(0, REMOVE_AT_MOST);
      if (ids.length === 0) return fail("Error removing unused files", "There are no unused files to remove.", 400);
      const removed = await removeUnusedFiles(services, audit, ids);
      const bytes = removed.reduce((sum, file) => sum + file.size, 0);
      const skipped = ids.length - removed.length;
      return await succeed(
        `Removed ${removed.length} unused ${removed.length === 1 ? "file" : "files"}`,
        `${formatBytes(bytes)} freed.${skipped > 0 ? ` ${skipped} listed ${skipped === 1 ? "file was" : "files were"} kept: in use or gone since the list was made.` : ""}`,
      );
    }
  } catch (error) {
    if (error instanceof MediaRefusedError) return fail(intent === "delete" ? "Error deleting file" : "Error", error.message, error.status);
    throw error;
  }
  return fail("Error", "Unknown request.", 400);
}

/** The list's state without the open views (the detail, the delete question, the unused preview). */
function withoutPreview(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete("unused");
  return next;
}
