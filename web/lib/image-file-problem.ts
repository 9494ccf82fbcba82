import { uploadLimits, uploadMessages } from "../../contracts/uploads-rules.ts";

const acceptedTypes: readonly string[] = uploadLimits.acceptedTypes;

/**
 * Why the server would refuse this file as an image, or null. The server checks
 * the bytes themselves (product decision 25); checking the declared type and size
 * here only spares a long upload that would be refused.
 */
export function imageFileProblem(file: File): string | null {
  if (!acceptedTypes.includes(file.type)) return uploadMessages.unsupportedType;
  if (file.size > uploadLimits.maxBytes) return uploadMessages.tooLarge;
  return null;
}
