import type { Route } from "./+types/arrange-drivers";
import { requireStaff } from "~/auth/guard.server";
import { ArrangeScreen } from "~/components/admin/arrange/arrange-screen";
import { loadArrange, saveArrange } from "./arrange-route.server";
import { savedOrderKept } from "./revalidation";

/** Arrange the driver categories (decision 036), for the staff of the Drivers screen, Support included. */
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data ? `Arrange ${data.title.toLowerCase()}` : "Not Found"} | Admin` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "drivers");
  return loadArrange(request, context, "driver-categories", "drivers");
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "drivers");
  return saveArrange(request, context, staff, "driver-categories", "drivers");
}

export const shouldRevalidate = savedOrderKept;

export default function ArrangeDriverCategories({ loaderData }: Route.ComponentProps) {
  return <ArrangeScreen key={`${loaderData.kind}:${loaderData.parent?.id ?? ""}`} {...loaderData} />;
}
