/** Median and 95th percentile of `samples` sequential GETs, after `warmup` unmeasured ones. */
export async function sampleLatency(
  url: string,
  options: { headers?: Record<string, string>; samples?: number; warmup?: number } = {},
) {
  const get = async () => {
    const response = await fetch(url, { headers: options.headers });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < (options.warmup ?? 30); i++) await get();
  const times: number[] = [];
  for (let i = 0; i < (options.samples ?? 300); i++) {
    const started = performance.now();
    await get();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50Ms: at(0.5), p95Ms: at(0.95) };
}
