import { AppLink } from "~/components/ui/app-link";
import { Badge } from "~/components/ui/badge";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageSources } from "~/media/image-sources";

/** A card's data; its `href` (unique per product) is also its list key. */
export type ProductCardData = {
  name: string;
  href: string;
  image: ImageSources | null;
  model_number: string | null;
  category_name: string | null;
};

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
        <Title className="product-card-title">
          {product.name}
        </Title>
        {product.model_number ? (
          <p className="text-xs text-muted">{`Model: ${product.model_number}`}</p>
        ) : null}
      </div>
    </AppLink>
  );
}
