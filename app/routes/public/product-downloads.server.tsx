import { renderToStaticMarkup } from "react-dom/server";
import { type DocumentMarkup, documentMarkup } from "~/components/ui/document-markup";
import { DownloadGroups } from "~/components/support/download-groups";
import { downloadGroupViews } from "~/components/support/download-view";
import { listProductDownloads } from "~/content/driver/public-downloads.server";
import type { Db } from "~/db/connection.server";

/**
 * A product's downloads as finished markup (decision 033): the list is drawn on the server only, so
 * product pages, at issue 9's 130 kB of first-load JavaScript, carry no code for it. Its links are
 * plain attachments and its disclosures native, so nothing in it needs a script. Sent once, in the
 * document when there is one (`document`, RequestFacts.documentMarkup). Null when it has none.
 */
export async function productDownloadsMarkup(
  db: Db,
  productId: number,
  mediaOrigin: string | null,
  document: Map<string, string> | undefined,
): Promise<DocumentMarkup | null> {
  const groups = downloadGroupViews(await listProductDownloads(db, productId), mediaOrigin);
  if (groups.length === 0) return null;
  return documentMarkup(document, "product-downloads", renderToStaticMarkup(<DownloadGroups groups={groups} headingLevel={3} />));
}
