import { apiErrorFromReply, idempotencyHeaders, networkError } from "./api.ts";
import { parseJsonOrNull } from "./parse-json.ts";

/**
 * Sends a multipart form (POST, or PUT for an edit) and reports how much of it has been sent (0 to 1).
 * It exists beside api() because fetch cannot report upload progress and
 * XMLHttpRequest can; failures throw the same ApiError api() throws.
 */
export function uploadWithProgress<T>(
  url: string,
  formData: FormData,
  onProgress: (fraction: number) => void,
  {
    signal,
    method = "POST",
    idempotencyKey,
  }: { signal?: AbortSignal; method?: "POST" | "PUT"; idempotencyKey?: string } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(idempotencyHeaders(idempotencyKey))) {
      request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve((request.responseText ? parseJsonOrNull(request.responseText) : null) as T);
        return;
      }
      reject(apiErrorFromReply(request.status, request.statusText, request.responseText));
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled.", "AbortError"));
      return;
    }
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    // No content-type header: the browser writes the multipart boundary itself.
    request.send(formData);
  });
}
