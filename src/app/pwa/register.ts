import { proxy } from 'valtio';
import { Workbox } from 'workbox-window';
import { downloadsSettled } from '../lib/code-downloads';
import { wipeOfflineUserData } from '../lib/offline-wipe';

/** Service worker state the update prompt renders. */
export const pwaState = proxy({
  /** A new version is installed and waiting; the update prompt offers to reload into it. */
  needRefresh: false,
  /** The app shell is cached: the app now opens without a network. */
  offlineReady: false,
});

/** How often an open app asks the server for a new service worker. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * How long "Update now" waits for the new worker to take control before reloading anyway.
 * Chromium holds a skipWaiting worker back while the old one still has work in flight, for up
 * to minutes; the user asked to update, so the page reloads and the new worker takes over as
 * soon as the old one lets go (on this load or the next).
 */
const TAKEOVER_WAIT_MS = 3000;

let workbox: Workbox | null = null;
let updateRequested = false;
let reloading = false;

function reloadOnce(): void {
  if (reloading) return;
  // A navigation started while the new worker is still activating waits for it, and Chromium
  // can leave such a reload hanging with the page half unloaded: reload once it is activated.
  const controller = navigator.serviceWorker?.controller;
  if (controller?.state === 'activating') {
    controller.addEventListener('statechange', reloadOnce, { once: true });
    return;
  }
  reloading = true;
  window.location.reload();
}

/**
 * Registers /sw.js once (production builds only: the dev server has no worker) and wires the
 * update flow: a waiting worker sets `needRefresh`; `applyUpdate` lets it take over.
 */
export function registerServiceWorker(): void {
  if (workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  workbox = new Workbox('/sw.js', { scope: '/', type: 'classic' });
  const wb = workbox;
  wb.addEventListener('waiting', () => {
    pwaState.needRefresh = true;
  });
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) pwaState.offlineReady = true;
  });
  // Reload only when the user chose to update: workbox-window's own isUpdate flag misses an
  // update that arrives in the same page visit as the first install.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updateRequested) reloadOnce();
  });
  void wb.register();
  setInterval(() => void wb.update(), UPDATE_CHECK_MS);
  // A phone app resumes far more often than it starts: check for a new version on resume.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update();
  });
}

/** Asks the waiting service worker to activate; the page reloads once it controls. */
export function applyUpdate(): void {
  pwaState.needRefresh = false;
  updateRequested = true;
  // The tap on Update now is often the page's first, and it starts preloading code: let that
  // arrive before the new worker takes over (see lib/code-downloads).
  void downloadsSettled(TAKEOVER_WAIT_MS).then(() => {
    workbox?.messageSkipWaiting();
    setTimeout(reloadOnce, TAKEOVER_WAIT_MS);
  });
}

/** Hides the update prompt until the next new version. */
export function dismissUpdate(): void {
  pwaState.needRefresh = false;
}

/**
 * Deletes every cache holding user data — Cache Storage, and IndexedDB's persisted queries,
 * offline documents and queued changes (lib/offline-wipe); sign-out calls it.
 */
export async function clearUserDataCaches(): Promise<void> {
  await wipeOfflineUserData();
}
