/**
 * `npm start` runs us through `sh -c`, and that shell does not pass SIGTERM on:
 * `kill <npm's pid>` (a container stop, a process manager that signals only its
 * child) ends npm and the shell and leaves us running, orphaned, with the embedded
 * PostgreSQL. A changed parent means exactly that, so we stop as if signalled.
 * Only under npm: run directly, our parent is whoever started us and stays.
 */
export function stopWhenOrphaned(stop: () => void, everyMs = 500): void {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, everyMs);
  timer.unref(); // never what keeps the process alive
}
