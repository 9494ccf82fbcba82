// The baseline: plain node:http answering GET /api/health with the app's JSON.
import { createServer } from "node:http";

const body = JSON.stringify({ status: "ok" });

createServer((request, response) => {
  if (request.url === "/api/health") {
    response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    response.end(body);
  } else {
    response.writeHead(404).end();
  }
}).listen(Number(process.env.PORT), "127.0.0.1");

process.on("SIGTERM", () => process.exit(0));
