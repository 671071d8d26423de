/**
 * The product's downloads (drivers, firmware, manuals...), each its latest version first; nothing when
 * it has none. The list arrives as markup made on the server (routes/public/product-downloads.server.tsx),
 * so hydrating it takes no code: React keeps the server's HTML of an element set this way.
 */
export function ProductDownloads({ html }: { html: string | null }) {
  if (!html) return null;
  return (
    <section id="downloads" aria-labelledby="downloads-heading" className="mt-12">
      <h2 id="downloads-heading" className="text-2xl font-bold tracking-tight">
        Downloads
      </h2>
      <p className="mt-1 text-sm text-muted">Drivers, firmware and documents for this product, latest version first.</p>
      <div className="mt-4 rounded-lg border border-line bg-surface p-5" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
