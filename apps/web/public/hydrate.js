// On a prerendered page (apps/server/src/platform/web-app.ts), the app's code is loaded only once the page has
// painted: until then the stylesheet, the font and the first image have the connection to themselves.
const entry = document.querySelector('script[data-app-entry]')?.dataset.appEntry;
let started = false;
const load = () => {
  if (started || !entry) return;
  started = true;
  import(entry);
};
// A hidden tab paints nothing (no animation frames): it loads at once.
if (document.visibilityState === 'hidden') load();
else requestAnimationFrame(() => setTimeout(load));
