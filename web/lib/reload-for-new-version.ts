// A tab opened before a deploy still runs the old build: when it asks for a page's
// chunk, the old file is gone and the import fails ("Failed to fetch dynamically
// imported module"). Loading the page again brings the new build, so the tab does that
// once by itself instead of showing the error screen. A flag in sessionStorage (this tab
// only, kept across the reload) stops a loop: if the new page fails the same way, the
// error screen stays. The flag goes once a page has loaded, so a later deploy gets its
// own reload.
//
// Only a failure that reaches the router's error screen reloads: Vite's
// `vite:preloadError` also fires for imports the app handles itself (a form's schema
// that could not load falls back to the server's checks), which must not reload.

const flag = "coastal:reloaded-for-new-version";
// Which page load set the flag: this one (its reload is under way) or the one before.
const thisLoad = () => String(performance.timeOrigin);

/** Messages browsers give a failed `import()` of a chunk, and Vite's preload failures. */
const staleChunk =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isStaleChunkError = (error: unknown) =>
  error instanceof Error && staleChunk.test(error.message);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: no reload, since a loop could not be stopped
  }
}

/**
 * Reloads the page for the new build unless this tab has just done so. Returns true
 * while that reload is under way (the caller shows a spinner, not the error).
 */
export function reloadForNewVersion(): boolean {
  const store = storage();
  if (!store) return false;
  const setBy = store.getItem(flag);
  if (setBy !== null) return setBy === thisLoad();
  try {
    store.setItem(flag, thisLoad());
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** The page has loaded: a later failed chunk may reload again. */
export function forgetReloadForNewVersion() {
  storage()?.removeItem(flag);
}
