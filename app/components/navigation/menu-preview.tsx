import { useEffect, useState } from "react";

/** The preview column: the chosen image, or 'No Image' when there is none or it fails to load. */
export function MenuPreview({
  image,
}: {
  image: { src: string; alt: string } | null;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => setFailed(null), [image?.src]);
  const show = image && failed !== image.src;
  return (
    <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md bg-shade">
      {show ? (
        <img
          src={image.src}
          alt={image.alt}
          width={320}
          height={240}
          decoding="async"
          onError={() => setFailed(image.src)}
          className="size-full object-contain"
        />
      ) : (
        <span className="text-sm text-muted">No Image</span>
      )}
    </div>
  );
}
