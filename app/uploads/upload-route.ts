import type { Route } from "./+types/upload-route";
import { requireStaff } from "~/auth/guard.server";
import { auditSource, recordAudit } from "~/audit/audit-log.server";
import { failureStatus } from "~/components/admin/response-status";
import { UploadRefusedError } from "~/media/driver-inspector.server";
import { receiveCatalogueUpload } from "./catalogue-upload.server";
import { deleteUpload } from "./delete-upload.server";
import { receiveImageUpload } from "./image-upload.server";
import { servicesContext } from "~/request-context";

const ALLOW = { Allow: "POST, DELETE" };

/**
 * /api/admin/uploads/image and /api/admin/uploads/catalogue.
 * POST (multipart field "file"): answers the spec's `{ success, filename | url, error }`.
 * DELETE ?url=/media/...: removes the file and its variants when no saved content uses it.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  const { logger, db } = context.get(servicesContext);
  const audit = auditSource(request, context, staff.user);
  const kind = params.kind;
  if (kind !== "image" && kind !== "catalogue") return Response.json({ success: false, error: "Unknown upload kind." }, { status: 404 });
  try {
    if (request.method === "DELETE") {
      const url = new URL(request.url).searchParams.get("url");
      const removed = await deleteUpload(context.get(servicesContext), url);
      if (removed) await recordAudit(db, audit, { action: "delete", targetType: "upload", targetId: url, changes: { kind: [kind, null] } });
      return Response.json({ success: true, removed });
    }
    if (request.method !== "POST") return Response.json({ success: false, error: "Method not allowed" }, { status: 405, headers: ALLOW });
    if (kind === "image") {
      const image = await receiveImageUpload(context.get(servicesContext), request);
      logger.info({ key: image.key }, "image uploaded");
      await recordAudit(db, audit, { action: "create", targetType: "upload", targetId: image.url, changes: { kind: [null, "image"] } });
      return Response.json({ success: true, filename: image.key, url: image.url, width: image.width, height: image.height });
    }
    const file = await receiveCatalogueUpload(context.get(servicesContext), request);
    logger.info({ key: file.key, size: file.size }, "catalogue uploaded");
    await recordAudit(db, audit, { action: "create", targetType: "upload", targetId: file.url, changes: { kind: [null, "catalogue"], name: [null, file.originalName] } });
    return Response.json({ success: true, url: file.url, fileName: file.originalName, size: file.size });
  } catch (error) {
    // Like the spec's media server, a refusal is `{ success: false, error }`; browsers get it with 200 (see failureStatus).
    if (error instanceof UploadRefusedError) {
      return Response.json({ success: false, error: error.message }, { status: failureStatus(request, error.status) });
    }
    logger.error({ err: error }, `${kind} ${request.method === "DELETE" ? "delete" : "upload"} failed`);
    return Response.json({ success: false, error: "The server could not complete the request. Please try again." }, { status: 500 });
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  return Response.json({ success: false, error: "Method not allowed" }, { status: 405, headers: ALLOW });
}
