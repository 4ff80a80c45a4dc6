import { nextTask } from './next-task';

/**
 * The bundler's helper for a lazy import (`__vitePreload`, swapped in by vite.config.ts), which
 * starts fetching the chunk's own imports beside it. The bundler's version appends every
 * `<link rel=modulepreload>` in the task that asked for the screen: a launch of the document
 * screen asks for some thirty, and on a phone each append costs milliseconds (the browser starts
 * the request there and then), so that task became one of the longest of the launch. Here the
 * links go in the order given (the chunk first, its nearest imports next) a few milliseconds'
 * worth per task, and the import starts once its links are in. Started earlier, the import's
 * chunk arrives while most links are still queued, and the browser's module loader then asks for
 * every import the chunk names in one task: the same requests, all in the task this spreading is
 * for. With the links in, each module is already on its way and the loader asks for none.
 * Style sheets still go first and are waited for, as the bundler's helper does, so that a screen
 * never renders unstyled.
 */

/** How long one task may spend appending links before it hands the main thread back. */
const SLICE_MS = 4;

const asked = new Set<string>();
/** Style sheets on their way: every import that needs one waits for the same load. */
const styleLoads = new Map<string, Promise<void>>();
const queue: string[] = [];
/** The drain appending the queued links, while there is one. */
let draining: Promise<void> | null = null;

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
  while (queue.length) {
    // The first slice waits for a task of its own too: the task that asked is busy already (the
    // start-up matching the address to its screens, a render that met a lazy screen, a commit
    // starting the reader), and a slice of appends there made it one of the launch's long tasks.
    await nextTask();
    const until = performance.now() + SLICE_MS;
    do appendModulePreload(queue.shift()!);
    while (queue.length && performance.now() < until);
  }
}

/** Resolves once every link queued so far is in the page. */
function linksIn(): Promise<void> {
  if (queue.length && !draining)
    draining = drain().then(() => {
      draining = null;
      // Queued after the drain's last look at the queue: a drain of their own.
      return linksIn();
    });
  return draining ?? Promise.resolve();
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
    let waitForLinks = false;
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
        waitForLinks = true;
      } else if (queue.includes(href)) {
        // Queued by another import and not in yet.
        waitForLinks = true;
      }
    }
    const links = linksIn();
    const settled = await Promise.allSettled(styles);
    if (waitForLinks) await links;
    for (const s of settled) if (s.status === 'rejected') preloadFailed(s.reason);
  }
  return load().catch(preloadFailed) as Promise<T>;
}
