// The parent's side of sse-client-process.ts: a few client processes (each
// under the per-process open-file limit) holding live streams between them.
import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "sse-client-process.ts");

/** The next message of `type` from a child. */
function reply<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(message as T);
    };
    const onExit = () => reject(new Error(`stream client exited before "${type}"`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

export interface Delivery {
  /** Milliseconds from `sentAt` to each stream's arrival, ascending; missed streams are left out. */
  latencies: number[];
  missed: number;
}

export class SseClients {
  private constructor(private children: ChildProcess[]) {}

  static start(processes: number): SseClients {
    const children = Array.from({ length: processes }, () =>
      fork(script, [], {
        execArgv: ["--import", "tsx"],
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      }),
    );
    return new SseClients(children);
  }

  /** Opens one stream per cookie ("" for none) at `url`, spread over the processes. */
  async open(
    url: string,
    cookies: string[],
    batch = 100,
  ): Promise<{ open: number; failed: number; firstError: string }> {
    const { port, pathname, hostname } = new URL(url);
    const share = Math.ceil(cookies.length / this.children.length);
    const results = await Promise.all(
      this.children.map((child, i) => {
        const answer = reply<{ open: number; failed: number; firstError: string }>(child, "opened");
        child.send({
          type: "open",
          port: Number(port),
          path: pathname,
          host: hostname,
          cookies: cookies.slice(i * share, (i + 1) * share),
          batch: Math.max(1, Math.floor(batch / this.children.length)),
        });
        return answer;
      }),
    );
    return {
      open: results.reduce((sum, r) => sum + r.open, 0),
      failed: results.reduce((sum, r) => sum + r.failed, 0),
      firstError: results.find((r) => r.firstError)?.firstError ?? "",
    };
  }

  /**
   * Arms every stream to watch for `marker`, runs `trigger` (which returns when
   * it sent the message, epoch ms), and waits for every stream or `timeoutMs`.
   */
  async deliver(
    marker: string,
    trigger: () => Promise<number>,
    timeoutMs = 15_000,
  ): Promise<Delivery> {
    const arrivals = this.children.map((child) => reply<{ times: number[] }>(child, "arrivals"));
    await Promise.all(
      this.children.map((child) => {
        const armed = reply(child, "armed");
        child.send({ type: "arm", marker, timeoutMs });
        return armed;
      }),
    );
    const sentAt = await trigger();
    const times = (await Promise.all(arrivals)).flatMap((answer) => answer.times);
    const latencies = times.filter((t) => !Number.isNaN(t)).map((t) => t - sentAt);
    return { latencies: latencies.sort((a, b) => a - b), missed: times.length - latencies.length };
  }

  /** From now on every stream records each post.created it receives (a busy city, many posts at once). */
  async watch(): Promise<void> {
    await Promise.all(
      this.children.map((child) => {
        const watching = reply(child, "watching");
        child.send({ type: "watch" });
        return watching;
      }),
    );
  }

  /** What the streams received since `watch`: post id -> arrival times (epoch ms), one per stream. */
  async collect(): Promise<{ arrivals: Map<string, number[]>; streams: number; dropped: number }> {
    const answers = await Promise.all(
      this.children.map((child) => {
        const seen = reply<{ seen: [string, number][]; open: number; dropped: number }>(
          child,
          "seen",
        );
        child.send({ type: "collect" });
        return seen;
      }),
    );
    const arrivals = new Map<string, number[]>();
    for (const answer of answers) {
      for (const [id, at] of answer.seen) {
        const list = arrivals.get(id) ?? [];
        list.push(at);
        arrivals.set(id, list);
      }
    }
    return {
      arrivals,
      streams: answers.reduce((sum, a) => sum + a.open, 0),
      dropped: answers.reduce((sum, a) => sum + a.dropped, 0),
    };
  }

  async closeAll(): Promise<void> {
    await Promise.all(
      this.children.map((child) => {
        const closed = reply(child, "closed");
        child.send({ type: "close" });
        return closed;
      }),
    );
  }

  stop() {
    for (const child of this.children) child.kill();
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Epoch milliseconds, comparable with the client processes' arrival times. */
export const epochNow = () => performance.timeOrigin + performance.now();
