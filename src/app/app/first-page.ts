import { PDF_PREVIEW_PATH } from '../../api/documents';
import { adoptEarly } from '../lib/early-replies';
import { withQuery } from '../lib/http';

/*
 * Page 1 at first paint: a document link opened before the app runs may come with the
 * opening page already in the shell, in a layer over the app (the server's
 * services/first-page). The app takes it from there: the reader's own preview call takes the
 * layer's image reply instead of asking again, and the layer leaves once the app shows the page
 * itself, shows anything else (a dialog, another screen), or takes too long to.
 */

const LAYER_ID = 'first-page';
/** The longest the layer stays over a started app that has not shown the page (a stalled sign-in). */
export const FIRST_PAGE_MAX_MS = 20_000;

/** The layer leaves (fading, unless the user asked for less motion). */
export function dismissFirstPage(doc: Document = document): void {
  const layer = doc.getElementById(LAYER_ID);
  if (!layer || layer.dataset.leaving) return;
  layer.dataset.leaving = '1';
  const still = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  if (still) return layer.remove();
  layer.classList.add('fp-leaving');
  setTimeout(() => layer.remove(), 250);
}

/** Whether the app itself now shows what the layer stands in for, or something the layer would hide. */
export function appTookOver(root: ParentNode): boolean {
  if (root.querySelector('[data-first-page="painted"], [role="dialog"], [role="alertdialog"]')) return true;
  return [...root.querySelectorAll<HTMLImageElement>('img.pdfr-preview')].some((img) => img.complete && img.naturalWidth > 0);
}

/**
 * Wires the layer, when the shell has one: its image's reply becomes the reader's preview reply,
 * and the layer is watched until the app takes over. Nothing happens without a layer.
 */
export function takeOverFirstPage(doc: Document = document): void {
  const layer = doc.getElementById(LAYER_ID);
  if (!layer) return;
  // A layer of an HTML view's opening has no image to adopt; it is watched all the same.
  const img = layer.querySelector<HTMLImageElement>('img');
  const src = img ? new URL(img.src, doc.baseURI) : null;
  const contentCode = src?.searchParams.get('contentCode');
  const page = src?.searchParams.get('page');
  if (src && contentCode && page) {
    // The same URL the <img> already loaded: the browser's cache answers it.
    const reply = fetch(src.href, { headers: { Accept: 'image/webp' }, credentials: 'same-origin' }).then(
      (r) => r,
      () => null,
    );
    adoptEarly('GET', withQuery(PDF_PREVIEW_PATH, { contentCode, page: Number(page) }), reply);
  }
  const startedAt = `${location.pathname}${location.search}`;
  const check = () => {
    if (`${location.pathname}${location.search}` !== startedAt || appTookOver(doc)) finish();
  };
  const observer = new MutationObserver(check);
  // Image loads do not mutate the tree; a capturing listener hears them.
  const onLoad = (e: Event) => {
    if (e.target instanceof HTMLImageElement) check();
  };
  const timer = setTimeout(() => finish(), FIRST_PAGE_MAX_MS);
  function finish() {
    observer.disconnect();
    doc.removeEventListener('load', onLoad, true);
    clearTimeout(timer);
    dismissFirstPage(doc);
  }
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-first-page', 'role'] });
  doc.addEventListener('load', onLoad, true);
}
