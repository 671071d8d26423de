import { Form, useNavigation } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import type { Route } from "./+types/products-import";
import { requireStaff } from "~/auth/guard.server";
import { NoticeToast } from "~/components/admin/notice";
import { ImportReportView } from "~/components/admin/product/import-report";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import { importAction, loadImportScreen } from "./product-import.server";

export const meta: Route.MetaFunction = () => [{ title: "Import products | Admin" }];

/** Import products from a CSV or JSON file: a dry run first, then Apply import (decision 039). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "content");
  return loadImportScreen(request, context, staff);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return importAction(request, context, staff);
}

const panel = "grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900";
const muted = "text-sm text-slate-600 dark:text-slate-300";

export default function ImportProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { upload, limitMb, missing } = loaderData;
  const navigation = useNavigation();
  const applying = navigation.state !== "idle" && navigation.formData?.get("intent") === "apply";
  const writes = upload?.report ? upload.report.totals.create + upload.report.totals.update : 0;
  return (
    <section aria-labelledby="import-title" className="grid grid-cols-1 gap-6 *:min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="import-title" className="text-2xl font-bold">
          Import products
        </h1>
        <Button asChild variant="outline">
          <AdminLink to="/admin/products">
            <AdminIcon name="arrow-left" />
            Back to products
          </AdminLink>
        </Button>
      </div>
      <NoticeToast notice={actionData?.notice} />

      <section aria-labelledby="upload-title" className={panel}>
        <h2 id="upload-title" className="text-lg font-semibold">
          Check a file
        </h2>
        <p className={muted}>
          A CSV or JSON file with the columns of an export, at most {limitMb} MB. Products are found by ID, else by model number, else by slug; the others are created. A
          column the file leaves out keeps each product's value. First comes a dry run: nothing changes until you apply it.
        </p>
        {/* A plain post: the browser streams the file to its own endpoint, which answers with the report's address. */}
        <form method="post" action="/admin/products/import/upload" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <label htmlFor="import-file" className="text-sm font-medium">
              Product file (CSV or JSON)
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              required
              accept=".csv,.json,text/csv,application/json"
              aria-describedby="import-file-hint"
              className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium dark:file:border-slate-600 dark:file:bg-slate-800 dark:file:text-slate-100"
            />
            <p id="import-file-hint" className={muted}>
              Export first to get the columns: <a className="underline" href="/admin/products/export.csv" download>all products as CSV</a> or{" "}
              <a className="underline" href="/admin/products/export.json" download>
                as JSON
              </a>
              .
            </p>
          </div>
          <Button type="submit">
            <AdminIcon name="upload" />
            Check file
          </Button>
        </form>
      </section>

      {missing ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          This import was not found. Uploads wait an hour for Apply import and are only yours: upload the file again.
        </p>
      ) : null}

      {upload ? (
        <section aria-labelledby="report-title" className={panel}>
          <h2 id="report-title" className="text-lg font-semibold break-words">
            {upload.result ? "Imported" : upload.error ? "Refused" : "Dry run"}: {upload.fileName}
          </h2>
          {upload.error ? (
            <p role="alert" className="text-sm text-red-800 dark:text-red-200">
              {upload.error}
            </p>
          ) : null}
          {upload.result ? (
            <p role="status" className="text-sm">
              Import applied: {upload.result.created} created, {upload.result.updated} updated, {upload.result.unchanged} unchanged
              {upload.result.rejected > 0 ? `, ${upload.result.rejected} rejected rows left out` : ""}. <AdminLink className="underline" to="/admin/products">Go to the products</AdminLink>.
            </p>
          ) : null}
          {upload.report && !upload.result ? (
            <>
              <p className={muted}>
                {upload.report.rows} {upload.report.rows === 1 ? "product" : "products"} in the file. Nothing has changed yet. The report is kept until{" "}
                <time dateTime={upload.expiresAt}>{upload.expiresAt.slice(11, 16)} UTC</time>.
              </p>
              <ImportReportView report={upload.report} />
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="token" value={upload.token} />
                <input type="hidden" name="digest" value={upload.digest ?? ""} />
                <Button type="submit" name="intent" value="apply" disabled={writes === 0 || applying}>
                  <AdminIcon name="check" />
                  {applying ? "Applying..." : "Apply import"}
                </Button>
                <Button type="submit" name="intent" value="discard" variant="outline" disabled={applying}>
                  Discard
                </Button>
                <p className={muted}>
                  {writes === 0
                    ? "Nothing to create or update."
                    : `Creates ${upload.report.totals.create} and updates ${upload.report.totals.update} ${upload.report.totals.update === 1 ? "product" : "products"} in one step${upload.report.totals.reject > 0 ? `; the ${upload.report.totals.reject} rejected ${upload.report.totals.reject === 1 ? "row is" : "rows are"} left out` : ""}.`}
                </p>
              </Form>
            </>
          ) : null}
        </section>
      ) : null}
    </section>
  );
}
