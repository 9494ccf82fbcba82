// The peer for the live streams: plain node:http holding Server-Sent Events
// connections as a minimal server would (a Set of responses, one shared
// heartbeat), with POST /publish writing one message to all of them. No auth,
// no framework: what an SSE connection costs Node itself.
import { createServer, type ServerResponse } from "node:http";

const open = new Set<ServerResponse>();
setInterval(() => {
  for (const response of open) response.write(": keep-alive\n\n");
}, 20_000).unref();

createServer((request, response) => {
  if (request.method === "GET" && request.url === "/api/health") {
    response.writeHead(200, { "content-type": "application/json" }).end('{"status":"ok"}');
    return;
  }
  if (request.method === "GET" && request.url?.endsWith("/live")) {
    response.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "private, no-store",
    });
    response.write("retry: 3000\n\n");
    open.add(response);
    response.on("close", () => open.delete(response));
    return;
  }
  if (request.method === "POST" && request.url === "/publish") {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      const message = `event: changes\ndata: ${body}\n\n`;
      for (const stream of open) stream.write(message);
      response.writeHead(204).end();
    });
    return;
  }
  response.writeHead(404).end();
}).listen(Number(process.env.PORT), "127.0.0.1");

process.on("SIGTERM", () => process.exit(0));
