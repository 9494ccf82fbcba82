/**
 * Resolves in a later task of the browser's event loop, so it may paint and answer input
 * between two pieces of start-up work instead of after both (decision 099). Chromium's
 * `scheduler.yield()` puts the rest ahead of other queued tasks; elsewhere a timer of 0.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
