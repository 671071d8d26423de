import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/feedback/not-found";
import { pageMeta, siteOf } from "~/seo/page-meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteOf(matches), {
    title: "Page not found",
    description: "The page you are looking for does not exist.",
    url: null,
  });

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
