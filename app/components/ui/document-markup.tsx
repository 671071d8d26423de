import { createContext, useContext } from "react";

/**
 * Finished markup drawn on the server (decision 033) for a part of a page that no client code renders.
 * Sent once: in a document's HTML the markup is the part itself, and the page's data names only its
 * key, since hydration leaves markup set through `dangerouslySetInnerHTML` as the server drew it
 * (React neither compares nor replaces it). A navigation within the site has no document, so its
 * data carries the markup.
 */
export type DocumentMarkup = { html: string } | { inDocument: string };

/** The markup of the document being rendered, by key: given by the server's entry, absent in the browser. */
export const DocumentMarkupContext = createContext<ReadonlyMap<string, string> | null>(null);

/**
 * What a loader returns for a part drawn as markup. `document` is the request's store (RequestFacts):
 * present when the request renders a document, which then takes the markup.
 */
export function documentMarkup(document: Map<string, string> | undefined, key: string, html: string): DocumentMarkup {
  if (!document) return { html };
  document.set(key, html);
  return { inDocument: key };
}

/** The part as a `<div>`: its markup from the data, or from the document being rendered; hydration keeps what is there. */
export function DocumentMarkupBlock({ markup }: { markup: DocumentMarkup }) {
  const document = useContext(DocumentMarkupContext);
  const html = "html" in markup ? markup.html : (document?.get(markup.inDocument) ?? "");
  return <div dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
