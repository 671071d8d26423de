import { createCookie } from "react-router";
import { servicesContext, type RequestContext } from "~/request-context";

/**
 * A short-lived cookie of the admin panel, signed with the auth secret: HTTP only, same-site lax,
 * Secure when the site is served over https, sent only to /admin.
 */
export function adminCookie(context: RequestContext, name: string, maxAgeSeconds: number) {
  return createCookie(name, {
    path: "/admin",
    httpOnly: true,
    sameSite: "lax",
    secure: context.get(servicesContext).env.PUBLIC_URL?.startsWith("https://") ?? false,
    maxAge: maxAgeSeconds,
    secrets: [context.get(servicesContext).auth.options.secret as string],
  });
}
