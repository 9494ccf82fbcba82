// The clock a page the server drew was rendered by (decision 040). While React adopts that
// HTML, times relative to now ("5 minutes ago") are computed from it, so they read as the
// HTML does; from then on, from the browser's clock. The server sets it just before each
// synchronous render; the browser, from the page's first-screen data.
let drawnAt = 0;

export const setDrawnAt = (ms: number) => {
  drawnAt = ms;
};

export const getDrawnAt = () => drawnAt;
