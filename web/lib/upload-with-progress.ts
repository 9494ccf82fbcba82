import { ApiError, networkErrorMessage } from "./api.ts";

/**
 * POSTs a multipart form and reports how much of it has been sent (0 to 1).
 * It exists beside api() because fetch cannot report upload progress and
 * XMLHttpRequest can; failures throw the same ApiError api() throws.
 */
export function uploadWithProgress<T>(
  url: string,
  formData: FormData,
  onProgress: (fraction: number) => void,
  { signal }: { signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = request.responseText ? safeJson(request.responseText) : null;
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(payload as T);
        return;
      }
      const { code, message } = (payload ?? {}) as { code?: string; message?: string };
      reject(new ApiError(request.status, code ?? "ERROR", message ?? request.statusText));
    };
    request.onerror = () => reject(new ApiError(0, "NETWORK", networkErrorMessage));
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

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
