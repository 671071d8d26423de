import { Icon } from "~/components/icons/icon";
import { data } from "react-router";
import type { Route } from "./+types/contact";
import { pageMeta, siteOf } from "~/seo/page-meta";
import { PageHeader } from "~/components/home/page-header";
import { MessageForm } from "~/components/message-form/message-form";
import { HoursList } from "~/components/support/hours-list";
import { OfficeCard } from "~/components/support/office-card";
import { submitMessage } from "~/content/message/submit.server";
import { getCachedSiteSettings } from "~/content/site-settings/cache.server";
import { servicesContext, requestFactsContext } from "~/request-context";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteOf(matches), {
    title: "Contact Us",
    description:
      "Our offices in Bangalore, Coimbatore, Mumbai and Chennai, business hours, and a form to write to us.",
    url: "/contact",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getCachedSiteSettings(context.get(servicesContext).db);
  return {
    offices: settings.offices,
    hours: settings.support_hours,
    timeZone: settings.contact_page_time_zone,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await submitMessage(
    context.get(servicesContext),
    "contact",
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

export default function Contact({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { offices, hours, timeZone } = loaderData;
  return (
    <main>
      <PageHeader
        title="Contact Us"
        subtitle="Talk to our team about products, projects and support"
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <section aria-labelledby="offices-heading">
          <h2
            id="offices-heading"
            className="text-3xl font-bold tracking-tight"
          >
            Our Offices
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {offices.map((office) => (
              <li key={office.city}>
                <OfficeCard office={office} />
              </li>
            ))}
          </ul>
        </section>
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <MessageForm
              id="contact-message"
              title="Send us a Message"
              submitLabel="Send Message"
              successText="Thank you for contacting us! Your message has been received and we will get back to you soon."
              result={actionData}
            />
          </div>
          <section
            aria-labelledby="business-hours"
            className="h-fit rounded-lg border border-line bg-surface p-6"
          >
            <h2
              id="business-hours"
              className="flex items-center gap-2 text-xl font-semibold"
            >
              <Icon name="clock" className="size-5 text-accent-icon" />
              Business Hours
            </h2>
            <div className="mt-4">
              <HoursList rows={hours} timeZone={timeZone} />
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}
