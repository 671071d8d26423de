import { Readable, Transform } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { assertValidKey, contentTypeForKey, isImageKey, isValidKey } from "./keys";
import type { Storage, StorageBody, StoredObjectInfo } from "./storage";

export type S3Settings = {
  bucket: string;
  region: string;
  /** Empty for AWS itself; the address of any other S3-compatible store. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path instead of the host name, as MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
};

// S3's smallest part; two in flight keep a driver upload to about 10 MB of memory whatever its size.
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
// What /media sends too, stored on the object so a CDN in front of the bucket sends the same.
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";

/** Objects in one S3 (or S3-compatible) bucket, under the same keys as on local disk. */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint || undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;

  async function head(key: string): Promise<StoredObjectInfo | null> {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: assertValidKey(key) }));
      return { size: answer.ContentLength ?? 0, contentType: contentTypeForKey(key), lastModified: answer.LastModified ?? new Date(0) };
    } catch (error) {
      return ifMissing(error, null);
    }
  }

  return {
    async put(key, body, { contentType }) {
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const source = toStream(body);
      // A failing source must fail the upload, which then aborts its multipart parts.
      source.on("error", (error) => counter.destroy(error));
      source.pipe(counter);
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: assertValidKey(key),
          Body: counter,
          ContentType: contentType,
          CacheControl: isImageKey(key) ? IMMUTABLE : SHORT,
        },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      const failed = new Promise<never>((_resolve, reject) => counter.once("error", reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
      return { size };
    },

    async get(key, options = {}) {
      const range = options.range;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: assertValidKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        // A ranged answer's length is the part's; the whole size is after the slash of Content-Range.
        const total = answer.ContentRange ? Number(answer.ContentRange.split("/")[1]) : answer.ContentLength;
        return {
          size: total ?? 0,
          contentType: contentTypeForKey(key),
          lastModified: answer.LastModified ?? new Date(0),
          body: answer.Body as Readable,
        };
      } catch (error) {
        return ifMissing(error, null);
      }
    },

    head,

    async exists(key) {
      return (await head(key)) !== null;
    },

    async delete(key) {
      // S3 deletes unknown keys without complaint; asking first keeps the local disk's answer.
      if (!(await head(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertValidKey(key) }));
      return true;
    },

    async *list(prefix = "") {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          // A shared bucket may hold other things; only what this site could have written is its object.
          if (object.Key && isValidKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

function toStream(body: StorageBody): Readable {
  return body instanceof Readable ? body : Readable.from([Buffer.from(body)]);
}

function ifMissing<T>(error: unknown, value: T): T {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404) return value;
  throw error;
}
