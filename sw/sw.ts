/// <reference lib="webworker" />
/**
 * Bearing's service worker (src/README.md §5), built by vite-plugin-pwa injectManifest.
 * It only caches and updates: the app shell and locale files are precached, app routes fall
 * back to index.html, refinement trees are cached per user for REFINEMENT_CACHE_MS. Every
 * other API reply goes to the network; the app persists what it needs offline in IndexedDB.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types';
import { REFINEMENT_CACHE_MS } from '../src/api/http-headers';
import {
  PDFJS_CACHE_NAME,
  REFINEMENT_CACHE_NAME,
  hasBearerToken,
  isPdfJsAsset,
  isAppShellNavigation,
  isRefinementTreeRequest,
  userScopeFromAuthorization,
  userScopedCacheKey,
} from './policy';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links (/home/1, /document?...) open offline: the shell decides the route client-side.
const appShell = createHandlerBoundToURL('index.html');
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && isAppShellNavigation(url.pathname),
  appShell,
);

/**
 * Stores each user's trees under a key that includes that user's scope, so one user's
 * subscription-dependent counts are never served to another user of the same browser.
 */
const userScopedKey: WorkboxPlugin = {
  async cacheKeyWillBeUsed({ request }) {
    const scope = await userScopeFromAuthorization(request.headers.get('Authorization'));
    return scope ? userScopedCacheKey(request.url, scope) : request;
  },
};

registerRoute(
  // Match callbacks are synchronous in Workbox. Without a bearer token there is no user to
  // scope by, so such requests are left to the network.
  ({ url, request }) =>
    url.origin === self.location.origin &&
    isRefinementTreeRequest(url, request.method) &&
    hasBearerToken(request.headers.get('Authorization')),
  new CacheFirst({
    cacheName: REFINEMENT_CACHE_NAME,
    plugins: [
      userScopedKey,
      new ExpirationPlugin({ maxAgeSeconds: REFINEMENT_CACHE_MS / 1000, maxEntries: 200, purgeOnQuotaError: true }),
    ],
  }),
);

/**
 * pdf.js and its worker stay out of the precache (large; only the document screen needs them)
 * but are kept once fetched, so a document kept offline can be read offline. Their
 * names are content-hashed and hold no user data.
 */
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isPdfJsAsset(url.pathname),
  new CacheFirst({ cacheName: PDFJS_CACHE_NAME, plugins: [new ExpirationPlugin({ maxEntries: 6, purgeOnQuotaError: true })] }),
);

// The update prompt asks the waiting worker to take over; until then the old shell stays.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
