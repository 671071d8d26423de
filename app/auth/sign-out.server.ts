import type { AppServices } from "~/services/services.server";

/** Revokes the request's session in the database and returns the headers that clear its cookie. */
export async function signOutAdmin(services: AppServices, request: Request): Promise<Headers> {
  const { headers } = await services.auth.api.signOut({ headers: request.headers, returnHeaders: true });
  return headers;
}
