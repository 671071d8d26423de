/**
 * Bodies of responses made whole in memory (a rendered document), by their Response. The Fetch
 * Response wraps its bytes in a web stream, and reading that stream back chunk by chunk to write it
 * to Node's response cost a few percent of an uncached page; the server writes these bytes in one
 * call instead. A response this module does not know is streamed as before.
 */
const wholeBodies = new WeakMap<Response, Buffer>();

/** A Response of `body`, known to `wholeBodyOf`. */
export function wholeResponse(body: Buffer, init: ResponseInit): Response {
  // A view of the same bytes (the type says only that Buffer's memory may be shared).
  const response = new Response(
    new Uint8Array(
      body.buffer,
      body.byteOffset,
      body.byteLength,
    ) as Uint8Array<ArrayBuffer>,
    init,
  );
  wholeBodies.set(response, body);
  return response;
}

/** The body `wholeResponse` was made with, if this is such a response. */
export function wholeBodyOf(response: Response): Buffer | undefined {
  return wholeBodies.get(response);
}
