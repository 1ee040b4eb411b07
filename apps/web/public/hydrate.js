// On a prerendered page (apps/server/src/platform/web-app.ts), the app's code is loaded only once the page has
// painted: until then the stylesheet, the font and the first image have the connection to themselves.
const { appEntry: entry, appChunks } = document.querySelector('script[data-app-entry]')?.dataset ?? {};
let started = false;
const load = () => {
  if (started || !entry) return;
  started = true;
  // The modules the entry and the page import, fetched beside the entry instead of after it; the app's
  // own module loader skips those already linked here, so building the router adds no links of its own.
  const links = document.createDocumentFragment();
  for (const href of appChunks?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  import(entry);
};

// "Painted" is the browser's first-contentful-paint entry: an animation frame runs before the frame is
// presented, and a request started there competes with the first paint. Browsers without paint timing
// wait one frame; a page that never reports its paint still loads after a few seconds.
function afterFirstPaint(callback) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(callback));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(callback);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(callback, 3000);
}

// A hidden tab paints nothing: it loads at once, or as soon as it is hidden.
if (document.visibilityState === 'hidden') load();
else {
  document.addEventListener('visibilitychange', load, { once: true });
  afterFirstPaint(load);
}
