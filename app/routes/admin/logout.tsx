import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { setFlash } from "~/auth/flash.server";
import { requireSameOrigin } from "~/auth/guard.server";
import { signOutAdmin } from "~/auth/sign-out.server";

/** POST /admin/logout: revokes the session on the server, clears its cookie, says 'Logged Out'. */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request, context);
  const headers = new Headers();
  for (const cookie of (await signOutAdmin(context, request)).getSetCookie()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await setFlash(context, { kind: "success", title: "Logged Out", description: "You have been signed out." }));
  throw redirect("/admin/login", { headers });
}

/** A GET (typed address, old bookmark) never signs anyone out; it just goes to the sign-in page. */
export function loader() {
  throw redirect("/admin/login");
}
