import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/**
 * Shutting down closes the connections that never carried a request. Node's
 * `server.close()` ends idle keep-alive connections (Fastify's default), but waits
 * for a connection opened and not yet used until its headers time out: a minute
 * of shutdown. Browsers open such connections ahead of need, and an HTTP client
 * opens a spare one when it drops a live stream (decision 093), which ends with
 * its connection. Costs a set entry per connection until its first request.
 */
export function closeUnusedConnectionsOnClose(app: FastifyInstance) {
  const unused = new Set<Socket>();
  let closing = false;
  const forget = function (this: Socket) {
    unused.delete(this);
  };
  app.server.on("connection", (socket: Socket) => {
    if (closing) return void socket.destroy();
    unused.add(socket);
    socket.once("close", forget);
  });
  app.server.on("request", (request) => {
    if (unused.delete(request.socket)) request.socket.off("close", forget);
  });
  app.addHook("preClose", async () => {
    closing = true;
    for (const socket of unused) socket.destroy();
  });
}
