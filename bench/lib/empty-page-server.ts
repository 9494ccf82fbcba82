// A page with a heading, a paragraph and no script, served with the given headers: what
// Lighthouse scores on this machine when the page itself costs nothing (bench/lighthouse.ts).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Coastal</title></head>
<body><h1>Coastal</h1><p>${"Community news from the coast. ".repeat(12)}</p></body></html>`;

export async function serveEmptyPage(headers: Record<string, string>) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, "content-type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
