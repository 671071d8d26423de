import { createContext, use } from "react";

/**
 * Finished markup drawn on the server (decision 033) for a part of a page that no client code renders.
 * Sent once: in a document's HTML the markup is the part itself, and the page's data names only its
 * key, since hydration leaves markup set through `dangerouslySetInnerHTML` as the server drew it
 * (React neither compares nor replaces it). A navigation within the site has no document, so its
 * data carries the markup (the string form).
 */
export type DocumentMarkup = string | { inDocument: string };

/** The markup of the document being rendered, by key: given by the server's entry, absent in the browser. */
export const DocumentMarkupContext = /* @__PURE__ */ createContext<ReadonlyMap<string, string> | null>(null);

/**
 * What a loader returns for a part drawn as markup. `document` is the request's store (RequestFacts):
 * present when the request renders a document, which then takes the markup.
 */
export function documentMarkup(document: Map<string, string> | undefined, key: string, html: string): DocumentMarkup {
  if (!document) return html;
  document.set(key, html);
  return { inDocument: key };
}

/**
 * The part as a `<div>`: its markup from the data, or on the server from the document being rendered.
 * In the browser a key alone means the document holds it already, which hydration keeps; the
 * browser's code has no use for the context, so its build leaves it out (the first-load budget).
 */
export function DocumentMarkupBlock({ markup }: { markup: DocumentMarkup }) {
  const html = typeof markup === "string" ? markup : import.meta.env.SSR ? (use(DocumentMarkupContext)?.get(markup.inDocument) ?? "") : "";
  return <div dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
