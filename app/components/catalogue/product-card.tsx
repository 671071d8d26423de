import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ImageSources } from "~/media/image-sources";

export type ProductCardData = {
  id: number;
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
};

export function ProductCard({ product, priority = false, titleLevel: Title = "h3" }: ProductCardProps) {
  return (
    <Link
      to={product.href}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="aspect-[4/3] overflow-hidden bg-white dark:bg-slate-900">
        <ResponsiveImage
          image={product.image}
          alt={product.name}
          priority={priority}
          className="size-full object-contain p-2 transition-transform group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 border-t border-slate-100 p-3 dark:border-slate-800">
        {product.category_name ? <Badge className="self-start">{product.category_name}</Badge> : null}
        <Title className="line-clamp-2 text-sm font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-100">{product.name}</Title>
        {product.model_number ? <p className="text-xs text-slate-600 dark:text-slate-300">Model: {product.model_number}</p> : null}
      </div>
    </Link>
  );
}
