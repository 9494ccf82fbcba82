import { uploadsPath } from "../../lib/storage/storage.ts";

/** Keys of the files behind an avatar URL we stored (main image and its thumbnail). */
export function avatarKeys(url: string | null): string[] {
  const prefix = uploadsPath("");
  if (!url?.startsWith(prefix)) return [];
  const key = url.slice(prefix.length);
  return [key, key.replace(/\.webp$/, "-thumb.webp")];
}
