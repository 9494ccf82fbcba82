// A web site on 127.0.0.1 for link preview tests (issue 35): Open Graph, Twitter card and
// plain pages, redirects (to itself, to private addresses, to other schemes), a page larger
// than the 512 KB the server reads, a slow page, and an image. It counts every request and
// keeps the User-Agent each came with, so tests can say what the server fetched.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { smallPng } from "./test-images.ts";

export type PreviewTarget = {
  /** http://127.0.0.1:port */
  origin: string;
  /** 127.0.0.1:port, for LINK_PREVIEW_ALLOW_HOSTS. */
  host: string;
  /** Requests per path (query included). */
  hits: Map<string, number>;
  userAgents: string[];
  /** /slow answers once this is called (and every /slow after it at once). */
  releaseSlow: () => void;
  close: () => Promise<void>;
};

const page = (head: string, body = "<p>Hello</p>") =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

/** Listens on `port` (a free one when 0). */
export async function startPreviewTarget(port = 0): Promise<PreviewTarget> {
  const hits = new Map<string, number>();
  const userAgents: string[] = [];
  const png = await smallPng(120, 80);
  let released = false;
  const waiting: (() => void)[] = [];
  const html = (response: ServerResponse, text: string) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(text);
  };
  const redirect = (response: ServerResponse, location: string) => {
    response.writeHead(302, { location });
    response.end();
  };
  const server = createServer((request, response) => {
    const url = request.url ?? "/";
    hits.set(url, (hits.get(url) ?? 0) + 1);
    userAgents.push(request.headers["user-agent"] ?? "");
    const path = url.split("?")[0] ?? "/";
    if (path.startsWith("/og")) {
      return html(
        response,
        page(`<title>Not this title</title>
          <meta property="og:title" content="Harbour clean-up &amp; picnic">
          <meta property="og:description" content="Bring gloves; we bring lunch.">
          <meta property="og:site_name" content="Bay News">
          <meta property="og:image" content="/image.png">`),
      );
    }
    if (path === "/twitter") {
      return html(
        response,
        page(`<meta name="twitter:title" content="Tide tables">
          <meta name="twitter:description" content="This week's tides.">`),
      );
    }
    if (path === "/plain") {
      return html(
        response,
        page(`<title> Plain   page </title><meta name="description" content="Just a title.">`),
      );
    }
    if (path === "/nothing") return html(response, page(""));
    if (path === "/image.png") {
      response.writeHead(200, { "content-type": "image/png" });
      return response.end(png);
    }
    const hops = path.match(/^\/redirect\/(\d+)$/)?.[1];
    if (hops !== undefined) {
      const left = Number(hops);
      return redirect(response, left > 1 ? `/redirect/${left - 1}` : "/og");
    }
    if (path === "/to-private") return redirect(response, "http://10.0.0.1/");
    if (path === "/to-metadata") return redirect(response, "http://169.254.169.254/latest/");
    if (path === "/to-loopback") return redirect(response, "http://[::ffff:127.0.0.1]/");
    if (path === "/to-ftp") return redirect(response, "ftp://127.0.0.1/file");
    if (path === "/huge") {
      // No Content-Length: the server must stop reading on its own.
      response.writeHead(200, { "content-type": "text/html" });
      response.write(page(`<meta property="og:title" content="Huge">`, ""));
      const filler = `<p>${"x".repeat(16 * 1024)}</p>`;
      for (let i = 0; i < 64; i++) response.write(filler);
      return response.end();
    }
    if (path === "/slow") {
      const answer = () =>
        html(response, page(`<meta property="og:title" content="Worth the wait">`));
      if (released) return answer();
      waiting.push(answer);
      return;
    }
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("not here");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${listening}`,
    host: `127.0.0.1:${listening}`,
    hits,
    userAgents,
    releaseSlow() {
      released = true;
      for (const answer of waiting.splice(0)) answer();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
