import { productAttributeRows, withKeyAttributes } from "~/content/attribute/values.server";
import { benefitIconNodes } from "~/content/product/benefit-icons.server";
import { productDownloadsMarkup } from "./product-downloads.server";
import { describedImages } from "~/media/responsive-images.server";
import { getActiveMediaOrigin } from "~/content/media-server/active-origin.server";
import { siteOrigin } from "~/seo/site-origin";
import { filterHref } from "~/components/catalogue/product-filter";
import { productHref } from "~/components/navigation/menu-tree";
import type { LightboxImage } from "~/components/ui/lightbox";
import { resolveMediaUrl } from "~/content/media-server/resolve-media-url";
import { isHttpUrl } from "~/content/shared/fields";
import type { Db } from "~/db/connection.server";
import type { Product } from "~/content/product/types";

/**
 * What the product page shows of a product: read by the public page for a live product, and by the
 * staff-only preview for a draft or a product not yet on the site (decision 035).
 */
export async function productPage(request: Request, db: Db, publicUrl: string | undefined, product: Product, document?: Map<string, string>) {
  const url = new URL(request.url);
  const origin = siteOrigin(request, publicUrl);
  const [sources, icons, mediaOrigin, attributes, downloads] = await Promise.all([
    describedImages(db, [
      product.main_image,
      ...product.product_images,
      ...product.application_images,
    ]),
    benefitIconNodes(product.product_benefits.map((benefit) => benefit.icon)),
    getActiveMediaOrigin(db),
    productAttributeRows(db, product),
    getActiveMediaOrigin(db).then((origin) => productDownloadsMarkup(db, product.id, origin, document)),
  ]);
  const count = product.product_images.length;
  const present = <T,>(list: Array<T | null>) =>
    list.filter((item): item is T => item !== null);
  const main = sources[0];
  const productImages = present(sources.slice(1, 1 + count));
  const applicationImages = present(sources.slice(1 + count));
  // Each image says what its alt text in the media library says, else what the page said before (decision 040).
  const gallery: LightboxImage[] = [
    ...(main ? [main] : []),
    ...productImages,
    ...applicationImages,
  ].map(({ image, alt }, i) => ({
    image,
    alt: alt ?? (i === 0 && main ? product.name : `${product.name}, image ${i + 1}`),
  }));

  const canonical = `${origin}${productHref(product)}`;
  const absolute = (src: string) =>
    src.startsWith("/") ? `${origin}${src}` : src;
  const taxonomy = [
    product.category_id && product.category_name
      ? {
          name: product.category_name,
          to: filterHref.category(product.category_id),
        }
      : null,
    product.category_id && product.subcategory_id && product.subcategory_name
      ? {
          name: product.subcategory_name,
          to: filterHref.subcategory(
            product.category_id,
            product.subcategory_id,
          ),
        }
      : null,
    product.category_id &&
    product.subcategory_id &&
    product.type_id &&
    product.type_name
      ? {
          name: product.type_name,
          to: filterHref.type(
            product.category_id,
            product.subcategory_id,
            product.type_id,
          ),
        }
      : null,
  ].filter((crumb) => crumb !== null);
  const enquiryOpen = url.searchParams.has("enquiry");

  const page = {
    product: {
      id: product.id,
      name: product.name,
      subtitle: product.subtitle,
      model_number: product.model_number,
      description: product.description,
      features: product.features,
      applications: product.applications,
      // The typed attributes (issue 16) as the first table, shown as entered; then the free-text groups.
      specification_groups: withKeyAttributes(product.specification_groups, attributes),
      benefits: product.product_benefits.map((benefit, i) => ({
        name: benefit.name,
        icon: icons[i],
      })),
      lifecycle: {
        status: product.lifecycle_status,
        lastOrderDate: product.last_order_date,
        // A successor not on the site now is not linked (its address would answer 404).
        successor: product.successor?.live ? { name: product.successor.name, href: productHref(product.successor) } : null,
      },
      catalogUrl: resolveMediaUrl(product.catalog_file, mediaOrigin),
      // Checked again on the way out: only an http(s) link may become an href.
      videoUrl:
        product.youtube_link && isHttpUrl(product.youtube_link)
          ? product.youtube_link
          : null,
    },
    taxonomy,
    gallery,
    downloads,
    hasMainImage: main !== null,
    productImageCount: productImages.length,
    enquiry: enquiryOpen
      ? {
          action: `${productHref(product)}?enquiry`,
          sent: url.searchParams.get("enquiry") === "sent",
        }
      : null,
    seo: {
      keywords: [
        product.name,
        product.model_number,
        ...taxonomy.map((crumb) => crumb.name),
        product.industry,
      ]
        .filter(Boolean)
        .join(", "),
      canonical,
      image: main ? absolute(main.image.src) : null,
    },
  };
  return page;
}
