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
}

/**
 * 001 §4: company users who track or favorite go to the central login with the origin encoded,
 * a force flag, and either the session id or an identity token (session id preferred).
 */
export function centralLoginUrl(input: CentralLoginInput, base = 'http://localhost'): string {
  const url = new URL(input.clUrl, base);
  url.searchParams.set('origin', input.origin);
  url.searchParams.set('force', 'true');
  if (input.sessionId) url.searchParams.set('sessionId', input.sessionId);
  else if (input.idToken) url.searchParams.set('idToken', input.idToken);
  if (input.sso) url.searchParams.set('anonymousFederation', 'true');
  // Relative clUrl stays relative so it opens on the tenant's own origin.
  return /^https?:/i.test(input.clUrl) ? url.toString() : `${url.pathname}${url.search}`;
}
