import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cx } from "~/components/ui/class-names";
import type { ImageSources } from "~/media/image-sources";

export type ContentBlock = {
  heading: string;
  text: string;
  image: ImageSources | null;
  /** What the image shows (its alt text in the media library); the heading when not given. */
  alt?: string;
};

/** Image-and-text blocks, the image alternating left and right; a block with nothing to show is skipped. */
export function AlternatingBlocks({
  blocks,
  headingLevel = 2,
}: {
  blocks: ContentBlock[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const visible = blocks.filter(
    (block) => block.heading || block.text || block.image,
  );
  return (
    <div className="space-y-12">
      {visible.map((block, index) => (
        <section
          key={index}
          className={cx(
            "grid items-center gap-8",
            block.image && "md:grid-cols-2",
          )}
        >
          {block.image ? (
            <div className={cx(index % 2 === 1 && "md:order-last")}>
              <ResponsiveImage
                image={block.image}
                alt={block.alt ?? block.heading}
                sizes="(min-width: 768px) 50vw, 100vw"
                className="w-full rounded-lg object-cover"
              />
            </div>
          ) : null}
          <div>
            {block.heading ? (
              <Heading className="text-2xl font-semibold">
                {block.heading}
              </Heading>
            ) : null}
            {block.text ? (
              <p className="mt-3 leading-relaxed whitespace-pre-line text-body">
                {block.text}
              </p>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  );
}
