// Loaded with `--import` into a server the bench measures (with --expose-gc):
// on SIGUSR2 it collects garbage fully, then writes process.memoryUsage() as
// JSON to MEMORY_PROBE_FILE, so the bench reads what the process really holds,
// not what it has yet to collect. The same probe goes into every server compared.
import { writeFileSync } from "node:fs";

const file = process.env.MEMORY_PROBE_FILE;
const collect = (globalThis as { gc?: () => void }).gc;
if (file && collect) {
  process.on("SIGUSR2", () => {
    // Twice: the first pass can leave objects whose finalisers free more.
    collect();
    collect();
    writeFileSync(file, JSON.stringify({ ...process.memoryUsage(), at: Date.now() }));
  });
}
