// One raw live stream (SSE) held by a bench in its own process: a socket each (no agent),
// so thousands can be open at once without queuing behind a pool.
import http from "node:http";

/**
 * Opens `url` as `cookie` and resolves once the server has written its first line. Anything
 * but a 200 event stream (a renamed route answering JSON, say) fails the bench. `onData`
 * gets each later chunk as text; `onClose`, when the server ends the stream.
 */
export function openEventStream(
  url: string,
  cookie: string,
  handlers: { onData(chunk: string): void; onClose?(): void },
): Promise<{ close(): void }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { cookie, accept: "text/event-stream" } },
      (response) => {
        const type = String(response.headers["content-type"]);
        if (response.statusCode !== 200 || !type.startsWith("text/event-stream")) {
          reject(new Error(`stream refused: ${response.statusCode} ${type}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        response.once("data", () => resolve({ close: () => request.destroy() }));
        response.on("data", handlers.onData);
        response.on("error", () => {});
        response.on("close", () => handlers.onClose?.());
      },
    );
    request.on("error", reject);
  });
}
