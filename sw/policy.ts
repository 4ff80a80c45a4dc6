/**
 * Pure routing and cache-key rules of the service worker, kept free of Workbox and of
 * `self` so Vitest can check them in Node.
 */

/**
 * Server-owned path prefixes: a navigation to one of these must reach the server (sign-in
 * pages, the OIDC provider, the API, locale files), never the app shell's index.html.
 */
export const SERVER_PATH_PREFIXES = [
  '/api',
  '/authorize',
  '/oauth',
  '/interaction',
  '/oidc',
  '/v2',
  // The single sign-on callback: the company IdP sends the browser back here (plugins/sso.ts).
  '/sso',
  '/login',
  '/.well-known',
  '/i18n',
  '/tenant-assets',
  // The embedded video player page (001 §4) is server HTML framed by the document screen.
  '/video-player',
  // Static files: a direct visit wants the file (or a real 404), not the shell.
  '/assets',
  '/icons',
] as const;

/** True when a navigation to `pathname` should be answered with the precached app shell. */
export function isAppShellNavigation(pathname: string): boolean {
  // Whole-segment match: '/api' and '/api/x' are the server's, '/apiary' would be the app's.
  return !SERVER_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The subscription search's refinement nodes (000 §7): a refinement tree served outside /api/refinement/. */
export const REFINEMENT_NODES_PATHNAME = '/api/documents/entitled-documents/refinement-nodes';

/** Refinement trees (000 §3), the refinement nodes among them, are the only API replies the worker caches. */
export function isRefinementTreeRequest(url: URL, method: string): boolean {
  return method === 'GET' && (url.pathname.startsWith('/api/refinement/') || url.pathname === REFINEMENT_NODES_PATHNAME);
}

/** Cache of the pdf.js code (not precached); shared by all users, it holds no user data. */
export const PDFJS_CACHE_NAME = 'bearing-pdfjs';

/** The pdf.js module and worker Vite emits under /assets (pdf-<hash>.js, pdf.worker.min-<hash>.mjs). */
export function isPdfJsAsset(pathname: string): boolean {
  return /^\/assets\/pdf(\.worker[^/]*|-[^/]+)\.m?js$/.test(pathname);
}

/** Prefix of every Cache Storage cache that holds user data; sign-out deletes them all. */
export const USER_CACHE_PREFIX = 'bearing-user-';

/** Cache name of the refinement trees. */
export const REFINEMENT_CACHE_NAME = `${USER_CACHE_PREFIX}refinement-trees`;

/** Query parameter that scopes a cached reply to one signed-in user. */
export const USER_SCOPE_PARAM = '__bearing_user';

/** True when the Authorization header carries a bearer token. */
export function hasBearerToken(authorization: string | null): boolean {
  return authorization !== null && /^Bearer\s+\S/i.test(authorization.trim());
}

/**
 * A stable, non-secret scope for the signed-in user taken from the bearer token: the JWT
 * subject when the token is a JWT, else a short hash of the token. Token renewal keeps the
 * subject, so a renewed token still finds the user's cached trees; another user never does.
 * Returns null when the request carries no bearer token (nothing user-scoped to key by).
 */
export async function userScopeFromAuthorization(authorization: string | null): Promise<string | null> {
  if (!authorization) return null;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match) return null;
  const token = match[1];
  const subject = jwtSubject(token);
  return sha256Hex(subject ? `sub:${subject}` : `tok:${token}`);
}

/** The URL under which a user-scoped reply is stored: the request URL plus the user scope. */
export function userScopedCacheKey(requestUrl: string, scope: string): string {
  const url = new URL(requestUrl);
  url.searchParams.set(USER_SCOPE_PARAM, scope);
  return url.href;
}

function jwtSubject(token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const payload = JSON.parse(atob(padded)) as { sub?: unknown };
    return typeof payload.sub === 'string' && payload.sub !== '' ? payload.sub : null;
  } catch {
    return null;
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}
