import { AppLink } from "~/components/ui/app-link";
import { Badge } from "~/components/ui/badge";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { productHref } from "~/components/navigation/menu-tree";
import type { ProductCard as ProductCardRow } from "~/content/product/types";
import type { ImageSources } from "~/media/image-sources";
import { type LifecycleBadgeData, lifecycleBadge } from "~/content/product/lifecycle";

/** A card's data; its `href` (unique per product) is also its list key. */
export type ProductCardData = Pick<ProductCardRow, "name" | "model_number" | "category_name"> & {
  /** Only when the product has one: most do not, and a home page carries twelve cards. */
  subtitle?: string;
  /**
   * The lifecycle badge, only past or before Active ("New", "End of life"...): an Active product's card
   * shows none. Worked out here, on the server, so the cards need no lifecycle code in the browser.
   */
  lifecycle?: LifecycleBadgeData;
  href: string;
  image: ImageSources | null;
};

/** What a card carries to the page: its product's card fields, its link and its picture's sources. */
export function productCardData(product: ProductCardRow, image: ImageSources | null): ProductCardData {
  const { name, subtitle, model_number, category_name, lifecycle_status } = product;
  const lifecycle = lifecycle_status !== "active" ? { lifecycle: lifecycleBadge(lifecycle_status) } : {};
  return { name, ...(subtitle ? { subtitle } : {}), ...lifecycle, href: productHref(product), image, model_number, category_name };
}

/** One product in a grid or carousel; the whole card links to the product page. */
type ProductCardProps = {
  product: ProductCardData;
  priority?: boolean;
  /** The title's heading level, one below the section the card sits in. */
  titleLevel?: "h2" | "h3";
  /** The card's width in the grid or carousel around it, as an image `sizes` attribute. */
  sizes: string;
};

export function ProductCard({
  product,
  priority = false,
  titleLevel: Title = "h3",
  sizes,
}: ProductCardProps) {
  return (
    <AppLink
      to={product.href}
      className="group product-card"
    >
      <div className="card-media">
        <ResponsiveImage
          image={product.image}
          alt={product.name}
          priority={priority}
          sizes={sizes}
          className="card-zoom"
        />
      </div>
      <div className="product-card-body">
        {product.category_name ? (
          <Badge className="self-start">{product.category_name}</Badge>
        ) : null}
        {/* Past or before Active only: the home page's cards, all Active, carry no byte more. */}
        {product.lifecycle ? <span className={`${product.lifecycle.className} self-start`}>{product.lifecycle.label}</span> : null}
        <Title className="product-card-title">
          {product.name}
        </Title>
        {product.subtitle ? (
          <p className="line-clamp-2 text-xs text-muted">{product.subtitle}</p>
        ) : null}
        {product.model_number ? (
          <p className="text-xs text-muted">{`Model: ${product.model_number}`}</p>
        ) : null}
      </div>
    </AppLink>
  );
}
