import { sameOriginPath } from '../../lib/return-path';

/** What a request to the central login asks for (000 §2.5, §6; 001 §4). */
export type CentralLoginRequest =
  | { kind: 'signIn'; returnTo: string; force: boolean }
  /** No usable origin: the link is broken or points off the site. */
  | { kind: 'invalid' }
  /** The identity token is not this session's: a link made elsewhere ends nothing here. */
  | { kind: 'otherSession' };

/** The `sub` of a JWT, read without checking its signature (it is compared, never trusted). */
export function subjectOf(jwt: string): string | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const json = new TextDecoder().decode(bytes);
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * Reads the central login's query: `origin` (on this site), `force`, and `idToken`
 * (when given, it must be this session's). The session id of 000 §2.5 is for a central login on
 * another server; Bearing's own knows its session. So does the anonymous-federation flag: the
 * page reads the session's mode itself.
 */
export function readCentralLogin(params: URLSearchParams, origin: string, currentSubject: string | null): CentralLoginRequest {
  // Opened without an origin (the account menu's organisation account), it comes back home.
  const returnTo = params.has('origin') ? sameOriginPath(params.get('origin') ?? '', origin) : '/';
  if (!returnTo) return { kind: 'invalid' };
  const idToken = params.get('idToken');
  if (idToken && (currentSubject === null || subjectOf(idToken) !== currentSubject)) return { kind: 'otherSession' };
  return { kind: 'signIn', returnTo, force: params.get('force') === 'true' };
}
