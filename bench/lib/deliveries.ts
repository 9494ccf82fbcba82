// Live delivery times from what the stream clients saw (bench/lib/sse-clients.ts): each
// arrival against when its post was sent, and, per post, where the time went.
import { percentile } from "./sse-clients.ts";

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export function deliveries(options: {
  /** Each post's id and when its request was sent (epoch ms). */
  sent: Map<string, number>;
  /** Each post's id and when its answer came (epoch ms). */
  answered: Map<string, number>;
  /** Each post's id and when each stream received it (epoch ms). */
  arrivals: Map<string, number[]>;
  /** Streams open, each of which should have received every post. */
  open: number;
}) {
  const delivery: number[] = [];
  let missed = 0;
  for (const [id, sentAt] of options.sent) {
    const times = options.arrivals.get(id) ?? [];
    missed += options.open - times.length;
    for (const at of times) delivery.push(at - sentAt);
  }
  delivery.sort((a, b) => a - b);
  // Per post: from its answer to its first stream (the NOTIFY hop and any wait for the
  // city's pace, decision 104), and from its first stream to its last (the fan-out).
  const afterAnswer: number[] = [];
  const fanOut: number[] = [];
  for (const [id, at] of options.answered) {
    const times = options.arrivals.get(id) ?? [];
    if (times.length === 0) continue;
    const first = Math.min(...times);
    afterAnswer.push(first - at);
    fanOut.push(Math.max(...times) - first);
  }
  return {
    /** Every arrival's time since its post was sent, sorted. */
    delivery,
    missed,
    firstAfterAnswerP50: median(afterAnswer),
    fanOutP50: median(fanOut),
  };
}
