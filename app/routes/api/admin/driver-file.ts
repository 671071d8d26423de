import type { Route } from "./+types/driver-file";
import { requireStaff } from "~/auth/guard.server";
import { auditSource, recordAudit } from "~/audit/audit-log.server";
import { releaseDriverFile, storedDriverKey } from "~/media/driver-files.server";
import { UploadRefusedError } from "~/media/driver-inspector.server";
import { receiveDriverUpload } from "~/media/driver-upload.server";
import { servicesContext } from "~/request-context";

/**
 * POST: a driver file (multipart field "file"), streamed to storage; answers the spec's
 * `{ success, error }` plus the file's link, original name, size and SHA-256.
 * DELETE ?link=: removes an uploaded file that no saved driver uses (the form's remove button).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "drivers");
  const { logger, db } = context.get(servicesContext);
  const audit = auditSource(request, context, staff.user);
  if (request.method === "DELETE") {
    const link = new URL(request.url).searchParams.get("link");
    if (!storedDriverKey(link)) return Response.json({ success: false, error: "Unknown driver file." }, { status: 400 });
    const removed = await releaseDriverFile(context.get(servicesContext), link);
    if (removed) await recordAudit(db, audit, { action: "delete", targetType: "upload", targetId: link, changes: { kind: ["driver", null] } });
    return Response.json({ success: true, removed });
  }
  if (request.method !== "POST") return Response.json({ success: false, error: "Method not allowed" }, { status: 405, headers: { Allow: "POST, DELETE" } });
  try {
    const file = await receiveDriverUpload(context.get(servicesContext), request);
    logger.info({ key: file.key, size: file.size }, "driver file stored");
    await recordAudit(db, audit, { action: "create", targetType: "upload", targetId: file.url, changes: { kind: [null, "driver"], name: [null, file.originalName] } });
    return Response.json({ success: true, url: file.url, fileName: file.originalName, size: file.size, checksum: file.checksum });
  } catch (error) {
    if (error instanceof UploadRefusedError) return Response.json({ success: false, error: error.message }, { status: error.status });
    logger.error({ err: error }, "driver upload failed");
    return Response.json({ success: false, error: "The server could not store the file. Please try again." }, { status: 500 });
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "drivers");
  return Response.json({ success: false, error: "Method not allowed" }, { status: 405, headers: { Allow: "POST, DELETE" } });
}
