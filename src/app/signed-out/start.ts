import { takeReturnPath } from '../lib/return-path';
import { prepareAuthorize } from './authorize';

/*
 * A signed-out visitor's first open of the app goes straight to the sign-in page: the server
 * serves this page, a script of a few kilobytes, instead of the app shell (the app would load its
 * whole start-up code only to find nobody signed in and redirect). It keeps the sign-in
 * transaction in session storage as the sign-in library would (authorize.ts), where the app's
 * callback finds it, so the app signs in exactly as if it had started the redirect itself. The
 * server writes the tenant's
 * client into the page's meta tags; the path and scope come from the contract (src/api/sign-in).
 */

/** The kept sign-in of an installed app (lib/kept-session.ts): its database and store. */
const KEPT_DB = 'bearing-session';
const KEPT_STORE = 'sign-in';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

/**
 * A browser that keeps a sign-in for the installed app (its service worker gone, its IndexedDB
 * not) gets the app, which restores that sign-in without the form. The database is only opened
 * when it exists: opening creates it, without the store the app's own open would then expect.
 */
async function hasKeptSignIn(): Promise<boolean> {
  try {
    if (!(await indexedDB.databases()).some((d) => d.name === KEPT_DB)) return false;
    return await new Promise<boolean>((resolve) => {
      const open = indexedDB.open(KEPT_DB);
      open.onerror = () => resolve(false);
      open.onsuccess = () => {
        const db = open.result;
        try {
          const count = db.transaction(KEPT_STORE, 'readonly').objectStore(KEPT_STORE).count();
          count.onsuccess = () => resolve(count.result > 0);
          count.onerror = () => resolve(false);
        } catch {
          resolve(false);
        } finally {
          db.close();
        }
      };
    });
  } catch {
    return false;
  }
}

async function start(): Promise<void> {
  if (await hasKeptSignIn()) {
    window.location.replace(`/home${window.location.search}`);
    return;
  }
  // The app's service worker starts installing now, as it would have had the app started here:
  // the app is on the device by the time the user has signed in, should the network go then.
  navigator.serviceWorker?.register('/sw.js', { scope: '/', type: 'classic' }).catch(() => undefined);
  // A sign-in that began with a sign-out (the central login) comes back to the page it left.
  const returnTo = takeReturnPath() ?? `${window.location.pathname}${window.location.search}`;
  const origin = window.location.origin;
  window.location.assign(
    await prepareAuthorize({
      domain: origin,
      clientId: meta('bearing-client-id'),
      redirectUri: `${origin}${meta('bearing-callback')}`,
      audience: meta('bearing-audience'),
      scope: meta('bearing-scope'),
      appState: { returnTo },
    }),
  );
}

void start();
