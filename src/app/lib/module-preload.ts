import { nextTask } from './next-task';

/**
 * The bundler's helper for a lazy import (`__vitePreload`, swapped in by vite.config.ts), which
 * starts fetching the chunk's own imports beside it. The bundler's version appends every
 * `<link rel=modulepreload>` in the task that asked for the screen: a launch of the document
 * screen asks for some thirty, and on a phone each append costs milliseconds (the browser starts
 * the request there and then), so that task became one of the longest of the launch. Here the
 * links go in the order given (the chunk first, its nearest imports next) a few milliseconds'
 * worth per task. The import itself starts at once: the browser fetches whatever imports the
 * chunk reaches before its link is in, and a link for a module already fetched costs no request.
 * Style sheets still go first and are waited for, as the bundler's helper does, so that a screen
 * never renders unstyled.
 */

/** How long one task may spend appending links before it hands the main thread back. */
const SLICE_MS = 4;

const asked = new Set<string>();
/** Style sheets on their way: every import that needs one waits for the same load. */
const styleLoads = new Map<string, Promise<void>>();
const queue: string[] = [];
let draining = false;

/** Hrefs the page itself already loads (its entry scripts and their preloads). */
function markPageOwn(): void {
  for (const el of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[href], script[src]'))
    asked.add('href' in el ? el.href : el.src);
}

function appendModulePreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.as = 'script';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

async function drain(): Promise<void> {
  draining = true;
  try {
    while (queue.length) {
      const until = performance.now() + SLICE_MS;
      do appendModulePreload(queue.shift()!);
      while (queue.length && performance.now() < until);
      if (queue.length) await nextTask();
    }
  } finally {
    draining = false;
  }
}

function loadStyleSheet(href: string): Promise<void> {
  const loading = styleLoads.get(href);
  if (loading) return loading;
  const load = new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)), { once: true });
    document.head.appendChild(link);
  }).finally(() => styleLoads.delete(href));
  // A sheet that failed (offline, say) is asked for again by the next import that needs it.
  load.catch(() => asked.delete(href));
  styleLoads.set(href, load);
  return load;
}

/** A failed preload is announced as the bundler's helper announces it; unless handled, the import fails. */
function preloadFailed(error: unknown): never | undefined {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
  return undefined;
}

export async function preloadModules<T>(load: () => Promise<T>, deps?: string[]): Promise<T> {
  if (deps?.length && typeof document !== 'undefined') {
    if (!asked.size) markPageOwn();
    const styles: Promise<void>[] = [];
    for (const dep of deps) {
      // Deps are named from the site's root, as the bundler's helper reads them. (Not resolved
      // against import.meta.url: the bundler rewrites that form into a glob of asset files.)
      const href = new URL('/' + dep, location.href).href;
      if (new URL(href).pathname.endsWith('.css')) {
        if (styleLoads.has(href) || !asked.has(href)) styles.push(loadStyleSheet(href));
        asked.add(href);
      } else if (!asked.has(href)) {
        asked.add(href);
        queue.push(href);
      }
    }
    if (queue.length && !draining) void drain();
    const settled = await Promise.allSettled(styles);
    for (const s of settled) if (s.status === 'rejected') preloadFailed(s.reason);
  }
  return load().catch(preloadFailed) as Promise<T>;
}
