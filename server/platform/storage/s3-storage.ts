import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { checkPut, InvalidKeyError, isValidKey, type Storage, uploadsPath } from "./storage.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, R2, Garage, ...); unset means AWS itself. */
  endpoint?: string;
  /** Unset means the SDK's default chain (environment, instance role, ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Objects in one S3-compatible bucket, so several app instances share the same files. */
export function createS3Storage(options: S3StorageOptions): Storage {
  // On Node 20 the SDK warns, in ten lines on every start, that SDK releases after
  // January 2027 need Node 22; Coastal pins its SDK (decision 007), so it says nothing here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Custom endpoints rarely have wildcard DNS for bucket sub-domains.
    forcePathStyle: Boolean(options.endpoint),
    credentials: options.credentials,
    // Since SDK 3.729 every PutObject carries a CRC32 checksum header that several
    // S3-compatible stores reject (aws/aws-sdk-js-v3#6810); AWS itself keeps them.
    requestChecksumCalculation: options.endpoint ? "WHEN_REQUIRED" : "WHEN_SUPPORTED",
    responseChecksumValidation: options.endpoint ? "WHEN_REQUIRED" : "WHEN_SUPPORTED",
  });
  const Bucket = options.bucket;

  async function listObjects() {
    const objects: { key: string; modified: Date | undefined }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (object.Key && isValidKey(object.Key)) {
          objects.push({ key: object.Key, modified: object.LastModified });
        }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  return {
    driver: "s3",
    async put(key, body, contentType) {
      checkPut(key, contentType);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          // In Node the SDK's body is an http.IncomingMessage, i.e. a Readable.
          body: object.Body as Readable,
          contentType: object.ContentType ?? "application/octet-stream",
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isValidKey(key)) throw new InvalidKeyError(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async list() {
      return (await listObjects()).map((object) => object.key);
    },
    async sweepCandidates(cutoff) {
      // S3 writes whole objects or nothing: no partial writes to remove.
      return (await listObjects())
        .filter((object) => object.modified && object.modified < cutoff)
        .map((object) => object.key);
    },
    publicUrl: uploadsPath,
  };
}
