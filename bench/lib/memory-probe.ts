// Loaded with `--import` into a server the bench measures (with --expose-gc):
// on SIGUSR2 it collects garbage fully and writes process.memoryUsage() as JSON
// to MEMORY_PROBE_FILE, so the bench reads what the process really holds, not
// what it has yet to collect. `first` is after one full collection; `settled`
// after more, spaced out, until the heap stops shrinking: a full collection
// compacts only a few fragmented pages each time, as V8's memory reducer does
// over an idle spell. The same probe goes into every server compared.
import { writeFileSync } from "node:fs";

const file = process.env.MEMORY_PROBE_FILE;
const collect = (globalThis as { gc?: () => void }).gc;
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

if (file && collect) {
  process.on("SIGUSR2", async () => {
    collect();
    const first = process.memoryUsage();
    let settled = first;
    for (let round = 0; round < 20; round++) {
      await pause();
      collect();
      const now = process.memoryUsage();
      const shrank = now.heapTotal < settled.heapTotal - 1024 * 1024;
      settled = now;
      if (!shrank && round >= 2) break;
    }
    writeFileSync(file, JSON.stringify({ first, settled, at: Date.now() }));
  });
}
