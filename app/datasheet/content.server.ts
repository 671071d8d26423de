import { productHref } from "~/components/navigation/menu-tree";
import { type LifecycleStatus, LIFECYCLE_LABELS, lifecycleNotice } from "~/content/product/lifecycle";
import type { Product } from "~/content/product/types";
import type { SiteSettings } from "~/content/site-settings/schema";
import type { DatasheetImage } from "./image.server";

/** Everything a datasheet prints, read from the product, its main image and the site settings. */
export type DatasheetContent = {
  name: string;
  subtitle: string | null;
  model: string | null;
  description: string | null;
  status: { value: LifecycleStatus; label: string; notice: string; successor: { name: string; url: string } | null };
  image: DatasheetImage | null;
  benefits: string[];
  features: string[];
  specificationGroups: Array<{ name: string; rows: Array<[string, string]> }>;
  applications: string[];
  pageUrl: string;
  company: { name: string; tagline: string; address: string; phone: string | null; email: string; website: string };
};

export function datasheetContent(product: Product, settings: SiteSettings, image: DatasheetImage | null, origin: string): DatasheetContent {
  return {
    name: product.name,
    subtitle: product.subtitle,
    model: product.model_number,
    description: product.description,
    status: {
      value: product.lifecycle_status,
      label: LIFECYCLE_LABELS[product.lifecycle_status],
      notice: lifecycleNotice(product.lifecycle_status, product.last_order_date),
      successor: product.successor?.live ? { name: product.successor.name, url: `${origin}${productHref(product.successor)}` } : null,
    },
    image,
    benefits: product.product_benefits.map((benefit) => benefit.name),
    features: product.features,
    specificationGroups: product.specification_groups.map((group) => ({ name: group.group_name, rows: Object.entries(group.specifications) })),
    applications: product.applications,
    pageUrl: `${origin}${productHref(product)}`,
    company: {
      name: settings.company_name,
      tagline: settings.tagline,
      address: settings.address,
      phone: settings.phones[0] ?? null,
      email: settings.emails.sales,
      website: origin,
    },
  };
}
