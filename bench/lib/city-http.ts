// The city's virtual members against the app over HTTP: each holds its city's live
// stream open (as the web app does) and acts through the real API with its own session
// and its own address (X-Forwarded-For, the app started with TRUST_PROXY=1), so the
// per-address search limit counts each member as the separate person it stands for.
// A post's live delivery is timed from sending it until every open stream has it.
import { createHmac } from "node:crypto";
import http from "node:http";
import { cityWords, memberToken, partnerOf } from "./city-data.ts";
import type { Action } from "./city-members.ts";

/** Ids the actions pick from, read from the database before the run. */
export interface CityIds {
  citySlug: string;
  posts: string[];
  listings: string[];
  events: string[];
  polls: string[];
  /** Member n's conversation is conversations.get(n). */
  conversations: Map<number, string>;
}

export interface HttpMember {
  n: number;
  headers: Record<string, string>;
  nextCursor?: string | null;
  close(): void;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** better-auth's signed session cookie (as bench/sse-fanout.ts makes it). */
export function sessionCookie(secret: string, token: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

interface Delivery {
  sentAt: number;
  waiting: Set<object>;
  lastAt?: number;
  done(ms: number | undefined): void;
}

export class HttpCity {
  private streams = new Set<object>();
  private deliveries = new Map<string, Delivery>();
  /** Arrivals of posts whose answer was not read yet (by post id). */
  private early = new Map<string, { stream: object; at: number }[]>();
  /** Write → every subscriber, per post sent in the current window; `missed`: not all had it in 10 s. */
  delivered: number[] = [];
  missed = 0;

  constructor(
    private baseUrl: string,
    private secret: string,
    private ids: CityIds,
  ) {}

  /** Member n without a live stream (the probe's requests). */
  member(n: number): HttpMember {
    return { n, headers: this.headersOf(n), close: () => {} };
  }

  headersOf(n: number) {
    return { cookie: sessionCookie(this.secret, memberToken(n)), "x-forwarded-for": addressOf(n) };
  }

  /** Member n's headers, and its live stream opened (resolves once the server wrote to it). */
  join = (n: number): Promise<HttpMember> => {
    const headers = this.headersOf(n);
    return new Promise((resolve, reject) => {
      const token = {};
      const request = http.get(
        `${this.baseUrl}/api/cities/${this.ids.citySlug}/live`,
        { agent: false, headers: { ...headers, accept: "text/event-stream" } },
        (response) => {
          if (response.statusCode !== 200) {
            reject(new Error(`stream refused: ${response.statusCode}`));
            response.resume();
            return;
          }
          response.setEncoding("utf8");
          response.once("data", () => {
            this.streams.add(token);
            resolve({ n, headers, close: () => request.destroy() });
          });
          response.on("data", (chunk: string) => this.heard(token, chunk));
          response.on("close", () => this.streams.delete(token));
          response.on("error", () => {});
        },
      );
      request.on("error", reject);
    });
  };

  private heard(stream: object, chunk: string) {
    if (!chunk.includes("post.created")) return;
    for (const line of chunk.split("\n")) {
      if (!line.startsWith("data: ")) continue;
      const events = (JSON.parse(line.slice(6)) as { events?: { type: string; id: string }[] })
        .events;
      for (const event of events ?? []) {
        if (event.type !== "post.created") continue;
        const delivery = this.deliveries.get(event.id);
        if (!delivery) {
          const list = this.early.get(event.id) ?? [];
          list.push({ stream, at: performance.now() });
          this.early.set(event.id, list);
          continue;
        }
        if (!delivery.waiting.delete(stream)) continue;
        if (delivery.waiting.size === 0) delivery.done(performance.now() - delivery.sentAt);
      }
    }
  }

  /** Forgets the deliveries timed so far: a new step's window starts. */
  resetDeliveries() {
    this.delivered = [];
    this.missed = 0;
    // Posts seen but never answered (a refused request's) are dropped.
    this.early.clear();
  }

  /** Keep-alive connections for the members' requests, closed with `close()`. */
  private agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  private send(member: HttpMember, method: string, path: string, body?: unknown) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<string>((resolve, reject) => {
      const request = http.request(
        `${this.baseUrl}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            ...member.headers,
            ...(payload === undefined
              ? {}
              : {
                  "content-type": "application/json",
                  "content-length": Buffer.byteLength(payload),
                  origin: this.baseUrl,
                }),
          },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            text += chunk;
          });
          response.on("end", () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve(text);
            else
              reject(
                new Error(
                  `${method} ${path.split("?")[0]} answered ${status}: ${text.slice(0, 120)}`,
                ),
              );
          });
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(payload);
    });
  }

  /** Member n signs in to this instance's session cache (as its live stream does in the ramp). */
  async warm(member: HttpMember) {
    await this.send(member, "GET", "/api/me");
  }

  /** Ends the members' keep-alive connections (the app waits for them when it stops). */
  close() {
    this.agent.destroy();
  }

  act = async (member: HttpMember, action: Action): Promise<void> => {
    const city = `/api/cities/${this.ids.citySlug}`;
    const word = pick(cityWords);
    switch (action) {
      case "feed":
      case "feedNextPage": {
        const cursor =
          action === "feedNextPage" && member.nextCursor
            ? `?cursor=${encodeURIComponent(member.nextCursor)}`
            : "";
        const page = JSON.parse(await this.send(member, "GET", `${city}/posts${cursor}`)) as {
          nextCursor: string | null;
        };
        member.nextCursor = page.nextCursor;
        return;
      }
      case "marketplaceFiltered":
        await this.send(
          member,
          "GET",
          `${city}/marketplace-items?category=${pick(["furniture", "electronics", "clothing", "sports"])}&maxPrice=${pick([50, 200, 500])}`,
        );
        return;
      case "listing":
        await this.send(member, "GET", `/api/marketplace-items/${pick(this.ids.listings)}`);
        return;
      case "events":
        await this.send(member, "GET", `${city}/events`);
        return;
      case "react":
        await this.send(member, "POST", `/api/posts/${pick(this.ids.posts)}/reactions`, {
          type: "like",
        });
        return;
      case "comment":
        await this.send(member, "POST", `/api/posts/${pick(this.ids.posts)}/comments`, {
          content: `See you at the ${word}!`,
        });
        return;
      case "pollVote":
        await this.send(member, "POST", `/api/polls/${pick(this.ids.polls)}/votes`, {
          optionIndex: Math.floor(Math.random() * 4),
        });
        return;
      case "rsvp":
        await this.send(member, "PUT", `/api/events/${pick(this.ids.events)}/rsvp`, {
          status: pick(["going", "interested"]),
        });
        return;
      case "search":
        await this.send(member, "GET", `${city}/search?q=${encodeURIComponent(word)}`);
        return;
      case "message": {
        const conversation = this.ids.conversations.get(member.n);
        if (!conversation)
          throw new Error(
            `member ${member.n} (partner ${partnerOf(member.n)}) has no conversation`,
          );
        await this.send(member, "POST", `/api/conversations/${conversation}/messages`, {
          text: `Still up for the ${word}?`,
        });
        return;
      }
      case "post":
        return this.post(member, word);
    }
  };

  /** A post, and its delivery to every stream open when it was sent. */
  private async post(member: HttpMember, word: string) {
    const sentAt = performance.now();
    const waiting = new Set(this.streams);
    const window = this.delivered;
    const text = await this.send(member, "POST", `/api/cities/${this.ids.citySlug}/posts`, {
      content: `Anyone going to the ${word} this weekend?`,
    });
    const id = (JSON.parse(text) as { id: string }).id;
    const finish = (ms: number | undefined) => {
      clearTimeout(timer);
      this.deliveries.delete(id);
      if (window !== this.delivered) return; // a new step's window began meanwhile
      if (ms === undefined) this.missed++;
      else this.delivered.push(ms);
    };
    const timer = setTimeout(() => finish(undefined), 10_000);
    const delivery: Delivery = { sentAt, waiting, done: finish };
    this.deliveries.set(id, delivery);
    // Streams may hear of it before its answer is read: those arrivals waited here.
    for (const arrival of this.early.get(id) ?? []) {
      waiting.delete(arrival.stream);
      delivery.lastAt = Math.max(delivery.lastAt ?? 0, arrival.at);
    }
    this.early.delete(id);
    if (waiting.size === 0) finish((delivery.lastAt ?? performance.now()) - sentAt);
  }
}
