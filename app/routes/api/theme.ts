import { data, redirect } from "react-router";
import type { Route } from "./+types/theme";
import { isTheme, safeReturnPath, themeCookie } from "~/components/theme/theme";
import { servicesContext } from "~/request-context";

/** POST /api/theme: saves light, dark or system in a cookie; a no-JavaScript form is sent back to its page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = form.get("theme");
  if (!isTheme(theme)) throw data("Choose light, dark or system.", { status: 400 });
  const secure = new URL(request.url).protocol === "https:" || !!context.get(servicesContext).env.PUBLIC_URL?.startsWith("https://");
  const headers = { "Set-Cookie": themeCookie(theme, secure) };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) return redirect(safeReturnPath(redirectTo), { headers });
  return data({ theme }, { headers });
}
