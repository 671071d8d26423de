import { Icon } from "~/components/icons/icon";
import type { IconName } from "~/components/icons/icon-names";
import { AppLink } from "~/components/ui/app-link";
import type { Route } from "./+types/about";
import { PageHeader } from "~/components/home/page-header";
import { Statistics } from "~/components/home/statistics";
import { getCachedSiteSettings } from "~/content/site-settings/cache.server";
import { organizationData, pageMeta, siteOf } from "~/seo/page-meta";
import { servicesContext } from "~/request-context";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const organization = organizationData(matches);
  return pageMeta(siteOf(matches), {
    title: "About Us",
    description: `About ${loaderData?.companyName ?? "us"}: who we are, our vision, mission and values.`,
    url: "/about",
    structuredData: organization ? [organization] : [],
  });
};

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getCachedSiteSettings(context.get(servicesContext).db);
  return {
    companyName: settings.company_name,
    foundedYear: settings.founded_year,
    headquarters: settings.headquarters,
  };
}

const aboutStatistics = [
  { value: "1 Lakh+", label: "Products Delivered" },
  { value: "5000+", label: "Happy Clients" },
  { value: "13+", label: "Years Experience" },
  { value: "24/7", label: "Support" },
];

const values: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: "lightbulb",
    title: "Innovation",
    text: "We keep improving our designs so customers get better performance, efficiency and value.",
  },
  {
    icon: "shield-check",
    title: "Quality",
    text: "Every product is built and tested to our ISO 9001:2015 quality system before it ships.",
  },
  {
    icon: "heart",
    title: "Customer Focus",
    text: "We listen first, then design and support solutions around our customers' real needs.",
  },
];

const reasons: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: "globe",
    title: "Global Reach",
    text: "Customers across India and abroad rely on our products and our support network.",
  },
  {
    icon: "handshake",
    title: "Trusted Partner",
    text: "Long-term relationships with manufacturers, integrators and public bodies.",
  },
  {
    icon: "users",
    title: "Expert Team",
    text: "Engineers who know industrial computing, from board design to field support.",
  },
];

const card = "rounded-lg border border-line bg-surface p-6";

export default function About({ loaderData }: Route.ComponentProps) {
  const { companyName, foundedYear, headquarters } = loaderData;
  return (
    <main>
      <PageHeader
        title={`About ${companyName}`}
        subtitle="Industrial computing hardware, designed, built and supported by people who care"
      />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
        <section
          aria-labelledby="who-we-are"
          className="grid gap-10 lg:grid-cols-2 lg:items-center"
        >
          <div>
            <h2 id="who-we-are" className="text-3xl font-bold tracking-tight">
              Who We Are
            </h2>
            <p className="mt-4 leading-relaxed text-body">
              Founded in {foundedYear} and based in {headquarters},{" "}
              {companyName} designs, manufactures and supplies industrial panel
              computers, embedded box PCs, rack-mount computers, motherboards,
              ethernet switches, serial and network converters, touch-screen
              kiosks and GPS tracking solutions.
            </p>
            <p className="mt-4 leading-relaxed text-body">
              We hold ISO 9001:2015 and BIS certification and a registered trade
              mark, and we stand behind every product with long life-cycle
              support.
            </p>
          </div>
          <Statistics label="Our record" items={aboutStatistics} />
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="vision" className={card}>
            <Icon name="eye" className="size-8 text-accent-icon" />
            <h2 id="vision" className="mt-4 text-2xl font-semibold">
              Vision
            </h2>
            <p className="mt-3 leading-relaxed text-body">
              To be the most trusted name in industrial computing, known for
              reliable products and lasting partnerships.
            </p>
          </section>
          <section aria-labelledby="mission" className={card}>
            <Icon name="target" className="size-8 text-accent-icon" />
            <h2 id="mission" className="mt-4 text-2xl font-semibold">
              Corporate Mission
            </h2>
            <p className="mt-3 leading-relaxed text-body">
              To deliver rugged, long-lived computing platforms and responsive
              support that help our customers automate, monitor and grow with
              confidence.
            </p>
          </section>
        </div>

        <section aria-labelledby="core-values">
          <h2 id="core-values" className="text-3xl font-bold tracking-tight">
            Our Core Values
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {values.map(({ icon, title, text }) => (
              <li key={title} className={card}>
                <Icon name={icon} className="size-8 text-accent-icon" />
                <h3 className="mt-4 text-xl font-semibold">{title}</h3>
                <p className="mt-2 text-body">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="why-choose">
          <h2 id="why-choose" className="text-3xl font-bold tracking-tight">
            Why Choose {companyName}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {reasons.map(({ icon, title, text }) => (
              <li key={title} className={card}>
                <Icon name={icon} className="size-8 text-accent-icon" />
                <h3 className="mt-4 text-xl font-semibold">{title}</h3>
                <p className="mt-2 text-body">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="flex flex-wrap gap-4">
          <AppLink
            to="/contact"
            className="inline-flex h-11 items-center rounded-md bg-brand-600 px-6 font-medium text-white hover:bg-brand-700"
          >
            Contact Us
          </AppLink>
          <AppLink
            to="/products"
            className="inline-flex h-11 items-center rounded-md border border-slate-300 px-6 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            View Products
          </AppLink>
        </div>
      </div>
    </main>
  );
}
