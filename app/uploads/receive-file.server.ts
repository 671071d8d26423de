import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { cleanFileName } from "~/media/driver-upload.server";
import { UploadRefusedError } from "~/media/driver-inspector.server";

export type ReceivedFile = { content: Buffer; originalName: string };

type ReceiveOptions = { maxBytes: number; tooLarge: string; noFile: string };

// Room for the multipart boundaries and part headers around the file itself.
const MULTIPART_SLACK = 64 * 1024;
// An honest Content-Length this far over the limit is refused without reading the body at all.
const UNREAD_FACTOR = 4;

/**
 * Receives the single multipart field "file" and keeps at most `maxBytes` of it: the limit is
 * enforced while the body streams in, so an oversized file is never held whole. The rest of an
 * oversized body is read and dropped, so the browser gets the refusal instead of a reset connection.
 */
export async function receiveFile(request: Request, { maxBytes, tooLarge, noFile }: ReceiveOptions): Promise<ReceivedFile> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data/i.test(contentType)) throw new UploadRefusedError(400, noFile);
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes * UNREAD_FACTOR + MULTIPART_SLACK) throw new UploadRefusedError(413, tooLarge);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { files: 1, fileSize: maxBytes, fields: 10, parts: 11 },
    });
  } catch {
    throw new UploadRefusedError(400, noFile);
  }
  const source = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>);

  return new Promise<ReceivedFile>((resolve, reject) => {
    let received: ReceivedFile | null = null;
    let refusal: UploadRefusedError | null = null;
    parser.on("file", (field, file, info) => {
      if (field !== "file" || received || refusal) {
        file.resume();
        return;
      }
      const chunks: Buffer[] = [];
      file.on("data", (chunk: Buffer) => chunks.push(chunk));
      file.on("limit", () => {
        refusal = new UploadRefusedError(413, tooLarge, cleanFileName(info.filename));
        chunks.length = 0;
        file.resume();
      });
      file.on("end", () => {
        if (refusal) return;
        const content = Buffer.concat(chunks);
        if (content.length === 0) refusal = new UploadRefusedError(400, "The file is empty.");
        else received = { content, originalName: cleanFileName(info.filename) };
      });
    });
    parser.on("close", () => {
      if (refusal) reject(refusal);
      else if (received) resolve(received);
      else reject(new UploadRefusedError(400, noFile));
    });
    parser.on("error", () => {
      source.unpipe(parser);
      reject(refusal ?? new UploadRefusedError(400, "The upload did not complete. Please try again."));
    });
    source.on("error", (error) => parser.destroy(error));
    source.pipe(parser);
  });
}
