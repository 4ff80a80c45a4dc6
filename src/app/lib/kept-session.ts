/*
 * The sign-in kept for the next launch (src/README.md §4). An installed app's
 * every launch is a new browsing context without session storage, so with tokens only there each
 * launch redirected through the provider and booted the app twice. The sign-in library's cache
 * entries (id token, access token, rotating refresh token) are therefore mirrored into IndexedDB:
 * a launch copies them back into session storage before anything reads them, and signs in with
 * no redirect (or one refresh-token call when the access token has expired).
 *
 * IndexedDB is also the shared truth for the refresh token: it rotates on every use and the
 * provider revokes the whole grant when a used one comes back, so a tab must renew with the
 * newest one any tab has stored, never its own older copy. The library renews under a Web Lock
 * and awaits the cache write, so renewals in several tabs take turns.
 *
 * Sign-out wipes it with the rest of the user's data (offline-wipe.ts).
 */
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { CACHE_PREFIX } from './auth-session';

let store: UseStore | null = null;
const kept = () => (store ??= createStore('bearing-session', 'sign-in'));

/** A launch waits at most this long for IndexedDB; past it, the sign-in redirect is the fallback. */
const RESTORE_WAIT_MS = 800;

const isSignInKey = (k: unknown): k is string => typeof k === 'string' && k.startsWith(`${CACHE_PREFIX}::`);

/** At launch: the kept sign-in into this tab's session storage, unless the tab has its own. */
export async function restoreKeptSession(): Promise<void> {
  if (Object.keys(sessionStorage).some(isSignInKey)) return;
  try {
    const rows = await Promise.race([
      entries(kept()),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('slow')), RESTORE_WAIT_MS)),
    ]);
    for (const [k, v] of rows) if (isSignInKey(k) && typeof v === 'string') sessionStorage.setItem(k, v);
  } catch {
    // No IndexedDB (private mode, a blocked or slow open): this launch signs in by redirect.
  }
}

/** One cache entry, as stored text; undefined when none is kept or IndexedDB is unavailable. */
export async function readKeptEntry(key: string): Promise<string | undefined> {
  try {
    return await get<string>(key, kept());
  } catch {
    return undefined;
  }
}

export async function keepEntry(key: string, raw: string): Promise<void> {
  try {
    await set(key, raw, kept());
  } catch {
    /* this tab still has it in session storage */
  }
}

export async function forgetKeptEntry(key: string): Promise<void> {
  try {
    await del(key, kept());
  } catch {
    /* nothing kept */
  }
}

/** Keys of the kept entries (the library lists its cache to find a matching token). */
export async function keptKeys(): Promise<string[]> {
  try {
    return (await entries(kept())).map(([k]) => k).filter(isSignInKey);
  } catch {
    return [];
  }
}

/** Sign-out: nothing of this sign-in survives on the device. */
export async function forgetKeptSession(): Promise<void> {
  try {
    await clear(kept());
  } catch {
    /* nothing kept */
  }
}
