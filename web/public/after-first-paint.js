// Pages whose HTML already shows their content (prerendered at build time, or drawn by
// the server) load their script once that content has painted (decision 040), so on a
// slow line some 150 KiB of script does not share the first round trips with the HTML,
// the stylesheet and the pictures on screen. The page's entry script and its preloads
// are listed on this element (server/rendering/paint-first.ts writes them).
(() => {
  const self = document.currentScript;
  if (!self) return;
  const entry = self.dataset.entry;
  const preloads = (self.dataset.preloads ?? "").split(" ").filter(Boolean);
  let loaded = false;
  const load = () => {
    if (loaded || !entry) return;
    loaded = true;
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
    // Each request costs the main thread a little, more while a profiler records (as
    // Lighthouse's does): one per task keeps every task short (decision 042).
    const next = (index) => {
      const href = preloads[index];
      if (!href) return;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
      setTimeout(next, 0, index + 1);
    };
    setTimeout(next, 0, 0);
  };
  // A tab opened in the background paints nothing until shown: it loads at once.
  if (document.visibilityState === "hidden") return load();
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: "paint", buffered: true });
  } else {
    // Frame callbacks run just before a paint; the task after one runs once it is done.
    requestAnimationFrame(() => setTimeout(load, 0));
  }
  // Whatever happens to the paint, the page comes alive.
  setTimeout(load, 3000);
})();
