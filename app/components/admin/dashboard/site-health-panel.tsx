import { Form, useNavigation } from "react-router";
import { AdminLink } from "~/components/admin/admin-link";
import { AdminIcon } from "~/components/icons/admin-icon";
import { Button } from "~/components/ui/button";
import type { HealthCheck } from "~/dashboard/site-health.server";
import { Panel } from "./panel";

export type FileCheckState = { name: string; running: boolean; checked: string | null; at: string | null; error: string | null };

const FILE_CHECK_NAMES: Record<string, string> = { files: "Stored files", checksums: "Download checksums" };

/** Site health (issue 18 part 3): each check with what it found, every item linked to the screen that fixes it. */
export function SiteHealthPanel({ checks, fileChecks }: { checks: HealthCheck[]; fileChecks: FileCheckState[] }) {
  const problems = checks.reduce((sum, check) => sum + check.count, 0);
  return (
    <Panel id="site-health" title="Site health" actions={fileChecks.length > 0 ? <CheckFilesNow /> : null}>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {problems === 0 ? "Nothing needs fixing." : `${problems} ${problems === 1 ? "thing needs" : "things need"} fixing.`}{" "}
        {fileChecks.map((check) => (
          <span key={check.name} className="mr-2 inline-block">
            {FILE_CHECK_NAMES[check.name] ?? check.name}:{" "}
            {check.running ? "being checked now." : check.checked ? <>checked <time dateTime={check.at ?? undefined}>{check.checked}</time>.</> : "not checked yet."}
            {check.error ? ` The last check failed: ${check.error}` : null}
          </span>
        ))}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {checks.map((check) => (
          <section key={check.id} aria-labelledby={`health-${check.id}`} className="grid content-start gap-2">
            <h3 id={`health-${check.id}`} className="flex items-start gap-2 font-semibold">
              {check.checked ? (
                <AdminIcon
                  name={check.count === 0 ? "circle-check" : "triangle-exclamation-point"}
                  className={check.count === 0 ? "mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" : "mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300"}
                />
              ) : (
                <AdminIcon name="refresh-cw" className="mt-0.5 size-5 shrink-0 text-slate-600 dark:text-slate-300" />
              )}
              <span>
                {check.title} <span className="font-normal text-slate-600 dark:text-slate-300">({check.checked ? check.count : "not checked yet"})</span>
              </span>
            </h3>
            {check.items.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">{check.count === 0 ? check.empty : "Found by the last check of stored files."}</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {check.items.map((item) => (
                  <li key={item.key} className="grid gap-0.5">
                    <span className="break-words">{item.text}</span>
                    {item.href ? (
                      <AdminLink to={item.href} className="admin-link justify-self-start">
                        {item.action}
                      </AdminLink>
                    ) : null}
                  </li>
                ))}
                {check.count > check.items.length ? <li className="text-slate-600 dark:text-slate-300">And {check.count - check.items.length} more.</li> : null}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Panel>
  );
}

/** Runs the checks of stored files again now, in the background; a plain post, so it works without JavaScript. */
function CheckFilesNow() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "check-files";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="check-files" />
      <Button type="submit" variant="outline" disabled={busy}>
        <AdminIcon name="refresh-cw" />
        Check files now
      </Button>
    </Form>
  );
}
