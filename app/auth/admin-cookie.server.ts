import { type AppLoadContext, createCookie } from "react-router";

/**
 * A short-lived cookie of the admin panel, signed with the auth secret: HTTP only, same-site lax,
 * Secure when the site is served over https, sent only to /admin.
 */
export function adminCookie(context: AppLoadContext, name: string, maxAgeSeconds: number) {
  return createCookie(name, {
    path: "/admin",
    httpOnly: true,
    sameSite: "lax",
    secure: context.services.env.PUBLIC_URL?.startsWith("https://") ?? false,
    maxAge: maxAgeSeconds,
    secrets: [context.services.auth.options.secret as string],
  });
}
