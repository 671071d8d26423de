import type { Route } from "./+types/arrange";
import { requireStaff } from "~/auth/guard.server";
import { ArrangeScreen } from "~/components/admin/arrange/arrange-screen";
import { loadArrange, saveArrange } from "./arrange-route.server";
import { savedOrderKept } from "./revalidation";

/**
 * Arrange one type's records by hand, within one parent (issue 17 part 4, decision 036): the types of
 * the content area. Driver categories, on the Drivers screen, have their own route (arrange-drivers.tsx).
 */
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data ? `Arrange ${data.title.toLowerCase()}` : "Not Found"} | Admin` }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  return loadArrange(request, context, params.kind, "content");
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return saveArrange(request, context, staff, params.kind, "content");
}

export const shouldRevalidate = savedOrderKept;

export default function Arrange({ loaderData }: Route.ComponentProps) {
  return <ArrangeScreen key={`${loaderData.kind}:${loaderData.parent?.id ?? ""}`} {...loaderData} />;
}
