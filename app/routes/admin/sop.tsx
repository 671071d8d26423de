import type { ReactNode } from "react";
import type { Route } from "./+types/sop";
import { requireStaff } from "~/auth/guard.server";
import { phoneHref } from "~/components/navigation/phone-href";
import { getSiteSettings } from "~/content/site-settings/repository.server";
import { servicesContext } from "~/request-context";

export const meta: Route.MetaFunction = () => [{ title: "Staff Operating Guide | Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "signed-in");
  const settings = await getSiteSettings(context.get(servicesContext).db);
  const weekdays = settings.support_hours[0];
  return {
    email: settings.emails.support,
    phone: settings.phones[0] ?? "",
    hours: weekdays ? `${weekdays.days}, ${weekdays.hours}` : "Monday - Friday, 9:00 AM - 6:00 PM",
  };
}

const IMAGE_GUIDE: Array<[string, string]> = [
  ["Hero image", "1920x800 px, max 500KB, JPG, PNG or WEBP"],
  ["Product main image", "800x800 px, max 300KB"],
  ["Product gallery", "800x600 px, max 200KB each, up to 10 images"],
  ["Category image", "400x300 px, max 150KB"],
  ["News image", "1200x630 px, max 400KB"],
  ["Popup image", "600x400 or 800x600 px, max 250KB"],
];

const FILE_GUIDE: Array<[string, string]> = [
  ["Catalogue or datasheet", "PDF only, max 10MB"],
  ["Driver file", "ZIP, RAR, EXE or MSI, max 50MB (PDF for a manual)"],
  ["Product downloadable files", "PDF, ZIP, DOC or DOCX, max 15MB"],
];

/** The read-only staff guide (admin spec, SOP screen and points 8 and 9). */
export default function StaffGuide({ loaderData }: Route.ComponentProps) {
  const { email, phone, hours } = loaderData;
  return (
    <article aria-labelledby="sop-title" className="grid max-w-4xl gap-6">
      <header>
        <h1 id="sop-title" className="text-2xl font-bold">
          Staff Operating Guide
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">How to keep the website's content correct, fast and complete.</p>
      </header>

      <GuideSection id="overview" title="Overview">
        <p>
          The admin panel manages everything the public website shows: the product catalogue (categories, subcategories, types and
          products), solutions, news, the home page's hero sections, driver downloads and popups. Visitor enquiries, support requests and
          contact messages arrive in the Inbox.
        </p>
        <p>
          Build the catalogue from the top down: categories must exist before their subcategories, and subcategories before their types.
          Products are then placed in a category, subcategory and type.
        </p>
      </GuideSection>

      <GuideSection id="images" title="Image Upload Guidelines">
        <GuideTable caption="Recommended image sizes" rows={IMAGE_GUIDE} />
        <p>Avoid images over 2MB: they slow the site down for every visitor. Uploaded images are also converted to smaller WebP and AVIF copies.</p>
      </GuideSection>

      <GuideSection id="files" title="File Upload Guidelines">
        <GuideTable caption="Accepted files" rows={FILE_GUIDE} />
        <p>
          Driver files are checked by their content, not their name, and anything over 50MB is refused. The original file name is kept, so
          name the file as customers should see it (for example <code>RealCOM-Driver-Win-v3.2.zip</code>). Each driver's SHA-256 checksum
          is shown on the Support page so customers can verify their download.
        </p>
      </GuideSection>

      <GuideSection id="best-practices" title="Content Management Best Practices">
        <ul className="list-disc space-y-1 pl-5">
          <li>Hero slides: at most 3 can be active at once (the panel refuses a fourth). Older advice of 5-7 active slides no longer applies.</li>
          <li>Write headlines of 50-70 characters.</li>
          <li>Use 2-4 images per news article and 3-5 images per product.</li>
          <li>Keep descriptions to 100-300 words.</li>
          <li>Popups: a delay of 3-5 seconds works best; choose the pages they show on.</li>
          <li>Check the public page after every change.</li>
        </ul>
      </GuideSection>

      <GuideSection id="troubleshooting" title="Common Issues & Troubleshooting">
        <dl className="grid gap-3">
          <Issue term="An image is not displaying">
            Check that the upload finished (a preview appears in the form) and that the file is a JPG, PNG or WEBP image. Upload it again if
            the preview is missing.
          </Issue>
          <Issue term="An upload fails or times out">
            Check the file against the size limits above and your connection, then try again. Very large images should be resized first.
          </Issue>
          <Issue term="Changes are not showing on the site">Wait 1-2 minutes and reload the page.</Issue>
          <Issue term="A delete is refused because content is linked">
            Move or delete the linked content first, or deactivate the record instead of deleting it.
          </Issue>
        </dl>
      </GuideSection>

      <GuideSection id="help" title="Need Help">
        <p>For technical issues, contact support:</p>
        <ul className="space-y-1">
          <li>
            E-mail:{" "}
            <a href={`mailto:${email}`} className="font-medium text-brand-700 underline dark:text-brand-100">
              {email}
            </a>
          </li>
          {phone ? (
            <li>
              Phone:{" "}
              <a href={phoneHref(phone)} className="font-medium text-brand-700 underline dark:text-brand-100">
                {phone}
              </a>
            </li>
          ) : null}
          <li>Support hours: {hours}</li>
        </ul>
      </GuideSection>
    </article>
  );
}

function GuideSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`sop-${id}`} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`sop-${id}`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-3 text-sm leading-relaxed text-slate-700 dark:text-slate-200">{children}</div>
    </section>
  );
}

function GuideTable({ caption, rows }: { caption: string; rows: Array<[string, string]> }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th scope="col" className="py-2 pr-4 font-semibold">
            Kind
          </th>
          <th scope="col" className="py-2 font-semibold">
            Guidance
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
        {rows.map(([kind, guidance]) => (
          <tr key={kind}>
            <th scope="row" className="py-2 pr-4 font-medium">
              {kind}
            </th>
            <td className="py-2">{guidance}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Issue({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium">{term}</dt>
      <dd className="text-slate-600 dark:text-slate-300">{children}</dd>
    </div>
  );
}
