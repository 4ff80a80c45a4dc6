/**
 * Chunks the app is downloading ahead of need (the first tap preloads sheets and menus).
 * "Update now" waits for them: Chromium holds a new service worker's takeover while the old one
 * still answers fetches, and a takeover asked for in the middle of that burst could leave the
 * takeover and the reload waiting on each other, so the page never reloaded.
 */
const inFlight = new Set<Promise<unknown>>();

/** Counts `download` as in flight until it settles; returns it unchanged. */
export function trackDownload<T>(download: Promise<T>): Promise<T> {
  const settled = download.then(
    () => undefined,
    () => undefined,
  );
  inFlight.add(settled);
  void settled.then(() => inFlight.delete(settled));
  return download;
}

/** Resolves once every download now in flight has settled, or after `maxMs`, whichever is first. */
export function downloadsSettled(maxMs: number): Promise<void> {
  if (inFlight.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    void Promise.all([...inFlight]).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
