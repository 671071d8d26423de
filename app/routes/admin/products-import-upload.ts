import { redirect } from "react-router";
import type { Route } from "./+types/products-import-upload";
import { requireStaff } from "~/auth/guard.server";
import { IMPORT_SCREEN, receiveImport } from "./product-import.server";

/**
 * POST /admin/products/import/upload (multipart field "file"): the Import screen's upload. It streams
 * past the 1 MB body cap up to the import limit (decision 013), runs the dry run and sends the
 * browser to the report (decision 039).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return receiveImport(request, context, staff);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  return redirect(IMPORT_SCREEN);
}
