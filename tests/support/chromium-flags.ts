/**
 * Debian's Chromium as the journeys and the Lighthouse bench run it: no sandbox
 * (root in a container), no GPU, and nothing fetched in the background that would
 * add requests to what is measured or slow a journey.
 */
export const quietChromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
