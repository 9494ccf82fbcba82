// Pages whose HTML already shows their content (prerendered at build time, or drawn by
// the server) load their script once that content has painted (decision 040), so on a
// slow line some 150 KiB of script does not share the first round trips with the HTML,
// the stylesheet and the pictures on screen. The page's entry script and its preloads
// are listed on this element (server/lib/paint-first.ts writes them).
(() => {
  const self = document.currentScript;
  if (!self) return;
  const entry = self.dataset.entry;
  const preloads = (self.dataset.preloads ?? "").split(" ").filter(Boolean);
  let loaded = false;
  const load = () => {
    if (loaded || !entry) return;
    loaded = true;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    document.head.append(script);
  };
  // Frame callbacks run just before a paint; the task after one runs once it is done.
  requestAnimationFrame(() => setTimeout(load, 0));
  // A tab opened in the background paints nothing until shown: load there anyway.
  setTimeout(load, 1000);
})();
