import { z } from "zod";
import { adminCookie } from "./admin-cookie.server";
import { TWO_FACTOR_CHALLENGE_SECONDS } from "./auth.server";
import { type RequestContext } from "~/request-context";

/**
 * Between the password and the code: who is signing in and where they were going. better-auth keeps
 * its own cookie for the pending sign-in; this signed one lets us apply the code limits and the
 * replay check to the right user before the code goes to better-auth.
 */
const pending = z.object({ userId: z.string().min(1).max(200), redirectTo: z.string().max(2000) });
export type PendingSignIn = z.infer<typeof pending>;

const pendingCookie = (context: RequestContext) => adminCookie(context, "showroom_2fa", TWO_FACTOR_CHALLENGE_SECONDS);

export function setPendingSignIn(context: RequestContext, value: PendingSignIn): Promise<string> {
  return pendingCookie(context).serialize(value);
}

export async function readPendingSignIn(request: Request, context: RequestContext): Promise<PendingSignIn | null> {
  const parsed = pending.safeParse(await pendingCookie(context).parse(request.headers.get("cookie")));
  return parsed.success ? parsed.data : null;
}

export function clearPendingSignIn(context: RequestContext): Promise<string> {
  return pendingCookie(context).serialize("", { maxAge: 0 });
}
