import path from "node:path";
import { checkStorageSettings, type Settings } from "../config/settings.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

type StorageSettings = Pick<
  Settings,
  | "DATA_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
>;

/** S3 when S3_BUCKET is set (product decision 2), otherwise DATA_DIR/uploads on local disk. */
export function createStorage(settings: StorageSettings): Storage {
  // loadSettings checked already; settings built by hand (tests, scripts) are checked here.
  checkStorageSettings(settings);
  if (!settings.S3_BUCKET) return createLocalStorage(path.join(settings.DATA_DIR, "uploads"));
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  return createS3Storage({
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
