import { lazy, Suspense, useState } from "react";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import type { Route } from "./+types/product";
import type { EnquiryResult } from "~/components/catalogue/enquiry-fields";
import { KeyBenefits } from "~/components/catalogue/key-benefits";
import { LifecycleBadge } from "~/components/catalogue/lifecycle-badge";
import { LifecycleNotice } from "~/components/catalogue/lifecycle-notice";
import { ProductActions } from "~/components/catalogue/product-actions";
import { ProductDescription } from "~/components/catalogue/product-description";
import { filterHref } from "~/components/catalogue/product-filter";
import { ProductGallery } from "~/components/catalogue/product-gallery";
import { ProductTabs } from "~/components/catalogue/product-tabs";
import { productFromParam } from "~/content/product/from-param.server";
import { productPage } from "./product-page.server";
import { previewProduct } from "./product-preview.server";
import { withPreview } from "./record-preview.server";
import { recordIdFrom } from "~/content/shared/record-id";
import { enquiryFromRequest } from "~/content/enquiry/submit.server";
import { productHref } from "~/components/navigation/menu-tree";
import { Badge } from "~/components/ui/badge";
import { Breadcrumbs, type Crumb } from "~/components/ui/breadcrumbs";
import { LightboxOnDemand } from "~/components/ui/lightbox-on-demand";
import { absoluteUrl, pageMeta, siteOf } from "~/seo/page-meta";
import { productJsonLd } from "~/seo/product-structured-data";
import { breadcrumbJsonLd } from "~/seo/structured-data";
import { requestFactsContext, servicesContext } from "~/request-context";

/**
 * The enquiry form in the page shows only at its no-JavaScript address (?enquiry) and after its
 * plain POST, so browsers fetch its code (the form and the validation schema) only there. The
 * server renders it in place; hydration keeps that HTML until the code has arrived.
 */
const EnquirySection = import.meta.env.SSR
  ? (await import("~/components/catalogue/enquiry-section")).EnquirySection
  : lazy(() =>
      import("~/components/catalogue/enquiry-section").then((module) => ({
        default: module.EnquirySection,
      })),
    );

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const site = siteOf(matches);
  if (!page)
    return pageMeta(site, {
      title: "Product not found",
      description:
        "The product you are looking for does not exist or has been removed.",
      url: null,
    });
  const { product, seo, taxonomy, gallery } = page;
  // Built here from the page's own data rather than sent as loader data beside it: the browser
  // already has every fact, and the structured data would double the page's description.
  const absolute = (src: string) => absoluteUrl(site.origin, src);
  const structuredData = [
    productJsonLd(
      {
        name: product.name,
        description: product.description,
        model_number: product.model_number,
        category_name: taxonomy.map((crumb) => crumb.name).join(" > ") || null,
        images: gallery
          .slice(0, (page.hasMainImage ? 1 : 0) + page.productImageCount)
          .map((item) => absolute(item.image.src)),
        url: seo.canonical,
        lifecycle_status: product.lifecycle.status,
      },
      site.name,
    ),
    breadcrumbJsonLd([
      { name: "Home", url: `${site.origin}/` },
      { name: "Products", url: `${site.origin}/products` },
      ...taxonomy.map((crumb) => ({ name: crumb.name, url: absolute(crumb.to) })),
      { name: product.name, url: seo.canonical },
    ]),
  ];
  return [
    ...pageMeta(site, {
      title: `${product.name}${product.model_number ? ` (${product.model_number})` : ""}`,
      description: product.description ?? product.name,
      url: seo.canonical,
      type: "product",
      image: seo.image,
      structuredData,
    }),
    { name: "keywords", content: seo.keywords },
  ];
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, env } = context.get(servicesContext);
  const url = new URL(request.url);
  if (url.searchParams.has("preview")) {
    const previewing = await previewProduct(request, context, recordIdFrom(params.id));
    if (!previewing) throw data(null, { status: 404 });
    return withPreview(await productPage(request, db, env.PUBLIC_URL, previewing.record, context.get(requestFactsContext).documentMarkup), previewing, "product");
  }
  const product = await productFromParam(db, params.id);
  if (!product) throw data(null, { status: 404 });
  // One address per product: /product/{id} and stale slugs move permanently to the current one.
  if (params.slug !== product.slug)
    throw redirect(`${productHref(product)}${url.search}`, 301);

  const page = await productPage(request, db, env.PUBLIC_URL, product, context.get(requestFactsContext).documentMarkup);
  const enquiryOpen = page.enquiry !== null;
  // The open enquiry dialog (its no-JavaScript address) is one visitor's moment: no cache keeps it.
  return data(
    page as typeof page & { preview?: string },
    enquiryOpen
      ? { headers: { "Cache-Control": "private, no-store" } }
      : undefined,
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The enquiry form's plain POST (no JavaScript): the page renders again with the outcome. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const outcome = await enquiryFromRequest(request, params.id, context);
  if (!outcome) throw data(null, { status: 404 });
  // Post/redirect/get: a reload cannot send the enquiry twice, and the page opens at the confirmation.
  if (outcome.result.status === "sent")
    throw redirect(
      `${new URL(request.url).pathname}?enquiry=sent#enquiry`,
      303,
    );
  return data(outcome.result, {
    status: outcome.status,
    headers: outcome.headers,
  });
}

export default function ProductPage({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const {
    product,
    taxonomy,
    gallery,
    downloads,
    hasMainImage,
    productImageCount,
    enquiry,
    preview,
  } = loaderData;
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const crumbs: Crumb[] = [
    { label: "Home", to: "/" },
    { label: "Products", to: filterHref.all() },
    ...taxonomy.map((crumb) => ({ label: crumb.name, to: crumb.to })),
    { label: product.name },
  ];
  const applicationOffset = (hasMainImage ? 1 : 0) + productImageCount;
  const enquiryResult: EnquiryResult | undefined =
    actionData ?? (enquiry?.sent ? { status: "sent" } : undefined);

  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      {preview ? <p role="status" className="preview-banner">{preview}</p> : null}
      <Breadcrumbs items={crumbs} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          name={product.name}
          images={gallery}
          hasMainImage={hasMainImage}
          productImageCount={productImageCount}
          onOpen={setGalleryIndex}
        />
        <div className="space-y-6">
          <div>
            {taxonomy.length > 0 ? (
              <ul className="mb-3 flex flex-wrap gap-2" aria-label="Catalogue">
                {taxonomy.map((crumb) => (
                  <li key={crumb.to}>
                    <Badge>{crumb.name}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            {/* Every status, Active too: whether a model is still sold is what engineers check first. */}
            <p className="mb-3">
              <span className="sr-only">Lifecycle status: </span>
              <LifecycleBadge status={product.lifecycle.status} />
            </p>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              {product.name}
            </h1>
            {product.subtitle ? (
              <p className="mt-1 text-lg text-muted">{product.subtitle}</p>
            ) : null}
            {product.model_number ? (
              <p className="mt-2 text-muted">Model: {product.model_number}</p>
            ) : null}
          </div>
          <LifecycleNotice {...product.lifecycle} />
          <KeyBenefits benefits={product.benefits} />
          {product.description ? (
            <ProductDescription text={product.description} />
          ) : null}
          <ProductActions
            productId={product.id}
            productName={product.name}
            shareText={`Check out ${product.name}`}
            catalogUrl={product.catalogUrl}
            videoUrl={product.videoUrl}
          />
        </div>
      </div>
      <div className="mt-12">
        <ProductTabs
          key={product.id}
          features={product.features}
          specificationGroups={product.specification_groups}
          applications={product.applications}
          applicationImages={gallery.slice(applicationOffset)}
          applicationImageOffset={applicationOffset}
          onOpenImage={setGalleryIndex}
          downloads={downloads}
        />
      </div>
      {enquiry || enquiryResult ? (
        <Suspense>
          <EnquirySection
            productId={product.id}
            productName={product.name}
            action={enquiry?.action ?? "?enquiry"}
            result={enquiryResult}
          />
        </Suspense>
      ) : null}
      <LightboxOnDemand
        images={gallery}
        index={galleryIndex}
        onIndexChange={setGalleryIndex}
        title={`${product.name} images`}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Product not found</h1>
      <p className="mt-4 text-muted">
        The product you are looking for does not exist or has been removed.
      </p>
      <AppLink
        to="/products"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        View All Products
      </AppLink>
    </main>
  );
}
