import { Icon } from "~/components/icons/icon";
import { AppLink } from "~/components/ui/app-link";
import { phoneHref } from "~/components/navigation/phone-href";
import { ThemeSwitch } from "~/components/theme/theme-switch";

export type FooterContact = { email: string; phone: string; address: string };
export type FooterSocialLink = { label: string; href: string };

/** How each network spells its own name, for the footer's link texts. */
export const SOCIAL_NETWORK_NAMES: Record<string, string> = {
  facebook: "Facebook",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  instagram: "Instagram",
};

type SiteFooterProps = {
  companyName: string;
  /** The about line's facts; its wording lives here, so every page's data carries only these. */
  about?: { foundedYear: number; headquarters: string };
  /** Up to six categories, by sort order then name. */
  categories?: Array<{ id: number; name: string }>;
  contact?: FooterContact;
  /** Only links that lead somewhere; the spec's "#" placeholders are left out. */
  socialLinks?: FooterSocialLink[];
};

const quickLinks = [
  { to: "/about", label: "About Us" },
  { to: "/solutions", label: "Solutions" },
  { to: "/support", label: "Support" },
  { to: "/news", label: "News" },
];

const heading =
  "footer-heading";
const link = "text-link";

/** Footer of every public page: about text, quick links, categories, contact details and the Dark Mode switch. */
export function SiteFooter({
  companyName,
  about,
  categories = [],
  contact,
  socialLinks = [],
}: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={heading}>
            {companyName}
          </h2>
          {about ? (
            <p className="mt-4 leading-relaxed">
              {`Since ${about.foundedYear}, ${companyName} has designed and supplied rugged industrial computing, networking and tracking products from ${about.headquarters}.`}
            </p>
          ) : null}
          {socialLinks.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-3">
              {socialLinks.map((social) => (
                <li key={social.href}>
                  <a
                    href={social.href}
                    className={link}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {social.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2">
            {quickLinks.map((item) => (
              <li key={item.to}>
                <AppLink to={item.to} className={link}>
                  {item.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-products">
          <h2 id="footer-products" className={heading}>
            Products
          </h2>
          <ul className="mt-4 space-y-2">
            {categories.slice(0, 6).map((category) => (
              <li key={category.id}>
                <AppLink
                  to={`/products?category=${category.id}`}
                  className={link}
                >
                  {category.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            Contact Us
          </h2>
          {contact ? (
            <ul className="mt-4 space-y-3">
              <li className="flex gap-2">
                <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
                <a href={`mailto:${contact.email}`} className={link}>
                  {contact.email}
                </a>
              </li>
              <li className="flex gap-2">
                <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
                <a href={phoneHref(contact.phone)} className={link}>
                  {contact.phone}
                </a>
              </li>
              <li className="flex gap-2">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
                <address className="not-italic">{contact.address}</address>
              </li>
            </ul>
          ) : null}
          <div className="mt-6">
            <ThemeSwitch />
          </div>
        </section>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center">
          © {new Date().getFullYear()} {companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
