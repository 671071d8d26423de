import type { SpecificationGroup } from "~/content/product/schema";
import type { LightboxImage } from "~/components/ui/lightbox";
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
};

/** Features (default), Specifications and Applications, each with the spec's empty text. */
export function ProductTabs(props: ProductTabsProps) {
  const {
    features,
    specificationGroups,
    applications,
    applicationImages,
    applicationImageOffset,
    onOpenImage,
  } = props;
  return (
    <Tabs defaultValue="features">
      <TabsList aria-label="Product details">
        <TabsTrigger value="features">Features</TabsTrigger>
        <TabsTrigger value="specifications">Specifications</TabsTrigger>
        <TabsTrigger value="applications">Applications</TabsTrigger>
      </TabsList>
      <TabsContent value="features">
        <BulletList items={features} empty="No features listed" />
      </TabsContent>
      <TabsContent value="specifications">
        <SpecTables groups={specificationGroups} />
      </TabsContent>
      <TabsContent value="applications">
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
    </Tabs>
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
          <span
            className="bullet"
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
