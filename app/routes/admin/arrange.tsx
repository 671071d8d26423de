import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/arrange";
import { requireStaff } from "~/auth/guard.server";
import { ArrangeScreen } from "~/components/admin/arrange/arrange-screen";
import { arrangedType, loadArrange, saveArrange } from "./arrange-route.server";

/** Arrange one type's records by hand, within one parent (issue 17 part 4, decision 036). */
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data ? `Arrange ${data.title.toLowerCase()}` : "Not Found"} | Admin` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, arrangedType(params.kind).area);
  return loadArrange(request, context, params.kind);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, arrangedType(params.kind).area);
  return saveArrange(request, context, staff, params.kind);
}

/** A save with JavaScript keeps the order on screen; a refused one reloads it as the server holds it. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "notice" in actionResult && actionResult.notice.kind === "success") return false;
  return defaultShouldRevalidate;
}

export default function Arrange({ loaderData }: Route.ComponentProps) {
  return <ArrangeScreen key={`${loaderData.kind}:${loaderData.parent?.id ?? ""}`} {...loaderData} />;
}
