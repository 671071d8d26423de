import { contentDisposition } from "~/media/content-disposition";

/**
 * A streamed XML file: chunks are encoded as the generator yields them, so a sitemap of 50,000 URLs
 * never sits in memory whole, and a client that goes away stops the database reads. Its
 * Content-Disposition (inline, under its file name) has the server send it as a file: compressed as
 * it goes, not collected whole first.
 */
export function xmlStreamResponse(chunks: AsyncGenerator<string>, fileName: string, headers: Record<string, string> = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Content-Disposition": contentDisposition("inline", fileName), ...headers } });
}
