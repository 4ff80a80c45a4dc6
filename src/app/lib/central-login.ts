import { getAuth } from './auth';

/** What the central-login redirect needs (001 §4). */
export interface CentralLoginInput {
  /** The tenant's central login address (tenant config clUrl). */
  clUrl: string;
  /** The page to come back to. */
  origin: string;
  sessionId?: string | null;
  idToken?: string | null;
  /** Single-sign-on users also get the anonymous-federation flag. */
  sso: boolean;
  /** Track and favorite force a personal sign-in (001 §4); the header's Sign in / Register does not (000 §2.5). */
  force?: boolean;
}

/**
 * 001 §4: company users who track or favorite go to the central login with the origin encoded,
 * a force flag, and either the session id or an identity token (session id preferred); 000 §2.5:
 * Sign in / Register goes there too, without the force flag.
 */
export function centralLoginUrl(input: CentralLoginInput, base = 'http://localhost'): string {
  const url = new URL(input.clUrl, base);
  url.searchParams.set('origin', input.origin);
  if (input.force ?? true) url.searchParams.set('force', 'true');
  if (input.sessionId) url.searchParams.set('sessionId', input.sessionId);
  else if (input.idToken) url.searchParams.set('idToken', input.idToken);
  if (input.sso) url.searchParams.set('anonymousFederation', 'true');
  // Relative clUrl stays relative so it opens on the tenant's own origin.
  return /^https?:/i.test(input.clUrl) ? url.toString() : `${url.pathname}${url.search}`;
}

/**
 * Opens the central login from the page the user is on, with this session's identity token. A
 * central login on the app's own origin opens in place (`navigate`); another server's loads.
 */
export async function openCentralLogin(
  clUrl: string,
  options: { sso: boolean; force: boolean; navigate: (path: string) => void },
): Promise<void> {
  let idToken: string | null = null;
  try {
    idToken = (await getAuth().getIdTokenClaims())?.__raw ?? null;
  } catch {
    // Sign-in state is the session gate's job; the central login asks for what it needs.
  }
  const target = centralLoginUrl(
    { clUrl, origin: window.location.href, idToken, sso: options.sso, force: options.force },
    window.location.origin,
  );
  if (target.startsWith('/')) options.navigate(target);
  else window.location.assign(target);
}
