import type { Route } from "./+types/content";
import { requireStaff } from "~/auth/guard.server";
import { ContentScreen } from "~/components/admin/content/content-screen";
import { contentScreens } from "~/components/admin/content/content-screens";
import { StandingNotice } from "~/components/admin/notice";
import { SelectField } from "~/components/ui/fields";
import { loadContentScreen, saveContentScreen } from "./content-route.server";
import { recordOrSearchChange } from "./revalidation";

/**
 * The list-and-form screen of every simple content type (categories, subcategories, types,
 * solutions, news, hero sections, popups): which one is the address's /admin/<kind>.
 */
export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data ? contentScreens[data.kind].definition.title : "Not Found"} | Admin` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  return loadContentScreen(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "content");
  return saveContentScreen(request, context, staff);
}

export const shouldRevalidate = recordOrSearchChange;

export default function Content({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, page, query, choices, notice } = loaderData;
  const { definition, filter, custom } = contentScreens[kind];
  const chosen = filter ? (query.filters[filter.name] ?? "") : "";
  return (
    <ContentScreen
      definition={definition}
      page={page}
      query={query}
      actionData={actionData}
      choices={choices}
      custom={custom}
      banner={notice ? <StandingNotice>{notice}</StandingNotice> : null}
      filters={filter ? <SelectField label={filter.label} name={filter.name} placeholder={filter.placeholder} {...choices[filter.choices]} defaultValue={chosen} key={chosen} /> : null}
    />
  );
}
