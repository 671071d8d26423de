import { useEffect, useRef, useState } from "react";
import type { SpecificationGroup } from "~/content/product/schema";
import type { LightboxImage } from "~/components/ui/lightbox";
import { type DocumentMarkup, DocumentMarkupBlock } from "~/components/ui/document-markup";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { SpecTables } from "./spec-tables";

type ProductTabsProps = {
  features: string[];
  specificationGroups: SpecificationGroup[];
  applications: string[];
  applicationImages: LightboxImage[];
  /** Index of the first application image in the combined gallery. */
  applicationImageOffset: number;
  onOpenImage: (index: number) => void;
  /**
   * The product's downloads as markup drawn on the server (decision 033), or null when it has
   * none, and then there is no Downloads tab.
   */
  downloads: DocumentMarkup | null;
};

/** The address fragment that opens the Downloads tab (the support centre's model finder links to it). */
export const DOWNLOADS_FRAGMENT = "downloads";

/**
 * Features (default), Specifications and Applications, each with the spec's empty text, then
 * Downloads when the product has any. Key it by product so another product starts on Features.
 */
export function ProductTabs(props: ProductTabsProps) {
  const {
    features,
    specificationGroups,
    applications,
    applicationImages,
    applicationImageOffset,
    onOpenImage,
    downloads,
  } = props;
  const [tab, setTab] = useState("features");
  const root = useRef<HTMLDivElement>(null);
  // Arriving at #downloads opens that tab and brings it into view (without scripting the
  // fragment names the panel's heading, which is then shown).
  useEffect(() => {
    if (!downloads || window.location.hash !== `#${DOWNLOADS_FRAGMENT}`)
      return;
    setTab("downloads");
    root.current?.scrollIntoView();
  }, [downloads]);
  return (
    <div ref={root} className="scroll-mt-24">
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Product details">
          <TabsTrigger value="features">Features</TabsTrigger>
          <TabsTrigger value="specifications">Specifications</TabsTrigger>
          <TabsTrigger value="applications">Applications</TabsTrigger>
          {downloads ? (
            <TabsTrigger value="downloads">Downloads</TabsTrigger>
          ) : null}
        </TabsList>
        <TabsContent value="features" heading="Features">
          <BulletList items={features} empty="No features listed" />
        </TabsContent>
        <TabsContent value="specifications" heading="Specifications">
          <SpecTables groups={specificationGroups} />
        </TabsContent>
        <TabsContent value="applications" heading="Applications">
          {applications.length === 0 && applicationImages.length === 0 ? (
            <p className="text-muted">No applications listed</p>
          ) : (
            <div className="space-y-6">
              <BulletList items={applications} empty={null} />
              {applicationImages.length > 0 ? (
                <ul
                  className="grid grid-cols-2 gap-3 md:grid-cols-4"
                  aria-label="Application images"
                >
                  {applicationImages.map((image, i) => (
                    <li key={`${image.image.src}-${i}`}>
                      <button
                        type="button"
                        onClick={() => onOpenImage(applicationImageOffset + i)}
                        aria-label={`Open application image ${i + 1}`}
                        className="block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-md border border-line"
                      >
                        <ResponsiveImage
                          image={image.image}
                          alt=""
                          sizes="(min-width: 768px) 20vw, 50vw"
                          className="size-full object-cover"
                        />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          )}
        </TabsContent>
        {downloads ? (
          <TabsContent
            value="downloads"
            heading="Downloads"
            headingId={DOWNLOADS_FRAGMENT}
          >
            <p className="mb-4 text-sm text-muted">
              Drivers, firmware and documents for this product, latest version
              first.
            </p>
            {/* Drawn on the server only, so hydrating it takes no code. */}
            <DocumentMarkupBlock markup={downloads} />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}

function BulletList({
  items,
  empty,
}: {
  items: string[];
  empty: string | null;
}) {
  if (items.length === 0)
    return empty ? <p className="text-muted">{empty}</p> : null;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item, i) => (
        <li key={`${item}-${i}`} className="flex gap-2">
          <span className="bullet" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
