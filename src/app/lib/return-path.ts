/*
 * Where a sign-in that begins with a sign-out comes back to (the central login: 000 §2.5, §6).
 * Signing out clears the site's storage and the provider's logout takes no state along, so the
 * path waits in a short-lived cookie; the next sign-in takes it, whichever page starts that
 * sign-in (the signed-out start page, or the app when its service worker served the shell).
 */

const COOKIE = 'bearing-return-to';

/**
 * The path, query and hash of `target` when it is on `origin` (absolute or root-relative), else
 * null: a sign-in must never send the user to another site (an open redirect).
 */
export function sameOriginPath(target: string, origin: string): string | null {
  if (!target || target.startsWith('//') || target.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Keeps `path` for the next sign-in, for ten minutes. */
export function keepReturnPath(path: string): void {
  document.cookie = `${COOKIE}=${encodeURIComponent(path)}; Path=/; Max-Age=600; SameSite=Lax`;
}

/** The kept path, if any (checked again: anyone can write a cookie); reading it clears it. */
export function takeReturnPath(): string | null {
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(document.cookie);
  if (!match) return null;
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  let kept: string;
  try {
    kept = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return sameOriginPath(kept, window.location.origin);
}
