import { adminCookie } from "./admin-cookie.server";
import { z } from "zod";
import { type RequestContext } from "~/request-context";

/** A toast to show on the next page, e.g. "Login Successful" after the sign-in redirect. */
export const flashMessage = z.object({
  kind: z.enum(["success", "error"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});
export type FlashMessage = z.infer<typeof flashMessage>;

const flashCookie = (context: RequestContext) => adminCookie(context, "showroom_flash", 60);

/** The Set-Cookie value that carries a flash message to the next admin page. */
export function setFlash(context: RequestContext, message: FlashMessage): Promise<string> {
  return flashCookie(context).serialize(message);
}

/** Reads this request's flash message (if any) and the Set-Cookie value that removes it. */
export async function takeFlash(request: Request, context: RequestContext): Promise<{ flash: FlashMessage | null; clear: string | null }> {
  const cookie = flashCookie(context);
  const raw = await cookie.parse(request.headers.get("cookie"));
  if (raw === null || raw === undefined || raw === "") return { flash: null, clear: null };
  const parsed = flashMessage.safeParse(raw);
  return { flash: parsed.success ? parsed.data : null, clear: await cookie.serialize("", { maxAge: 0 }) };
}
