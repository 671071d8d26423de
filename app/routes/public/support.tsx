import { Icon } from "~/components/icons/icon";
import { data } from "react-router";
import type { Route } from "./+types/support";
import { pageMeta, siteOf } from "~/seo/page-meta";
import { PageHeader } from "~/components/home/page-header";
import { MessageForm } from "~/components/message-form/message-form";
import { phoneHref } from "~/components/navigation/phone-href";
import { DriverDownloads } from "~/components/support/driver-downloads";
import { ModelFinder } from "~/components/support/model-finder";
import { productHref } from "~/components/navigation/menu-tree";
import { bySameDownloads, findDownloadsByModel } from "~/content/driver/find-by-model.server";
import { downloadGroupViews } from "~/components/support/download-view";
import { SupportFaq } from "~/components/support/faq";
import { HoursList } from "~/components/support/hours-list";
import { getCachedDriverCategoriesWithDrivers } from "~/content/driver-category/cache.server";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { submitMessage } from "~/content/message/submit.server";
import { getCachedSiteSettings } from "~/content/site-settings/cache.server";
import { servicesContext, requestFactsContext } from "~/request-context";

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...pageMeta(siteOf(matches), {
    title: data?.finder ? `Downloads for "${data.finder.query}"` : "Support Center",
    description:
      "Driver downloads, support hours, frequently asked questions and support requests.",
    url: "/support",
  }),
  // A search's results are for the visitor; search engines index the page itself.
  ...(data?.finder ? [{ name: "robots", content: "noindex, follow" }] : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  // "Find downloads by model": its text in the address, so a search can be linked, bookmarked and made without JavaScript.
  const model = new URL(request.url).searchParams.get("model");
  const [settings, categories, origin, found] = await Promise.all([
    getCachedSiteSettings(db),
    getCachedDriverCategoriesWithDrivers(db),
    getActiveMediaOrigin(db),
    model === null ? null : findDownloadsByModel(db, model),
  ]);
  return {
    phones: settings.phones,
    supportEmail: settings.emails.support,
    hours: settings.support_hours,
    timeZone: settings.support_page_time_zone,
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      groups: downloadGroupViews(category.drivers, origin),
    })),
    // An empty box is no search: the form shows again without a result.
    finder:
      found && found.query
        ? {
            query: found.query,
            more: found.more,
            count: found.products.length,
            sets: bySameDownloads(found.products).map((set) => ({
              products: set.products.map((product) => ({ id: product.id, name: product.name, href: productHref(product), model: product.model_number })),
              groups: downloadGroupViews(set.downloads, origin),
            })),
          }
        : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitMessage(
    context.get(servicesContext),
    "support",
    await request.formData(),
    {
      clientIp: context.get(requestFactsContext).clientIp,
      userAgent: request.headers.get("User-Agent"),
    },
  );
  const status =
    result.status === "invalid"
      ? 400
      : result.status === "refused" && result.retryAfterSeconds
        ? 429
        : 200;
  return data(result, { status });
}

const card = "rounded-lg border border-line bg-surface p-6";

export default function Support({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { phones, supportEmail, hours, timeZone, categories, finder } = loaderData;
  return (
    <main>
      <PageHeader
        title="Support Center"
        subtitle="Drivers, answers and help from our engineers when you need it"
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <ModelFinder result={finder} />

        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="phone-support" className={card}>
            <Icon name="phone" className="size-8 text-accent-icon" />
            <h2 id="phone-support" className="mt-4 text-xl font-semibold">
              Phone Support
            </h2>
            <p className="mt-2 text-muted">
              Talk to a support engineer during business hours.
            </p>
            <a
              href={phoneHref(phones[0])}
              className="mt-4 inline-block font-medium text-accent hover:underline"
            >
              {phones[0]}
            </a>
          </section>
          <section aria-labelledby="email-support" className={card}>
            <Icon name="mail" className="size-8 text-accent-icon" />
            <h2 id="email-support" className="mt-4 text-xl font-semibold">
              Email Support
            </h2>
            <p className="mt-2 text-muted">
              We reply to every e-mail within 24 hours.
            </p>
            <a
              href={`mailto:${supportEmail}`}
              className="mt-4 inline-block font-medium text-accent hover:underline"
            >
              {supportEmail}
            </a>
          </section>
        </div>

        <section aria-labelledby="downloads-heading">
          <h2
            id="downloads-heading"
            className="text-3xl font-bold tracking-tight"
          >
            Downloads
          </h2>
          <p className="mt-2 text-muted">
            Drivers and utilities for our products, by category.
          </p>
          <div className="mt-6">
            <DriverDownloads categories={categories} />
          </div>
        </section>

        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <MessageForm
              id="support-request"
              title="Submit a Support Request"
              submitLabel="Submit Request"
              successText="Thank you! Your support request has been received. Our team will get back to you within 24 hours."
              result={actionData}
            />
          </div>
          <div className="space-y-6">
            <section aria-labelledby="support-hours" className={card}>
              <h2
                id="support-hours"
                className="flex items-center gap-2 text-xl font-semibold"
              >
                <Icon name="clock" className="size-5 text-accent-icon" />
                Support Hours
              </h2>
              <div className="mt-4">
                <HoursList rows={hours} timeZone={timeZone} />
              </div>
            </section>
            <section aria-labelledby="direct-contact" className={card}>
              <h2 id="direct-contact" className="text-xl font-semibold">
                Direct Contact
              </h2>
              <ul className="mt-4 space-y-2">
                {phones.map((phone) => (
                  <li key={phone}>
                    <a
                      href={phoneHref(phone)}
                      className="inline-flex items-center gap-2 text-accent hover:underline"
                    >
                      <Icon name="phone" className="size-4 shrink-0" />
                      {phone}
                    </a>
                  </li>
                ))}
                <li>
                  <a
                    href={`mailto:${supportEmail}`}
                    className="inline-flex items-center gap-2 text-accent hover:underline"
                  >
                    <Icon name="mail" className="size-4 shrink-0" />
                    {supportEmail}
                  </a>
                </li>
              </ul>
            </section>
          </div>
        </div>

        <SupportFaq />
      </div>
    </main>
  );
}
