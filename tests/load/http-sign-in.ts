import { createHash, randomBytes } from 'node:crypto';

/*
 * Signing in over HTTP as the app does (authorization code + PKCE through the provider's sign-in
 * form), for load and failover runs against a real server or balancer: they must hold the same
 * tokens users hold, not ones minted behind the server's back.
 */

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  /** Headers every API call of this session sends. */
  headers: Record<string, string>;
}

class CookieJar {
  private cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /^\s*max-age=0/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) <= Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Signs `email` in at `origin` (e.g. http://localhost:8080), as the client `bearing-{tenantId}`. */
export async function signInOverHttp(
  origin: string,
  email: string,
  password: string,
  opts: { tenantId?: string; forwardedFor?: string } = {},
): Promise<SignedIn> {
  const tenantId = opts.tenantId ?? 'bearing';
  const jar = new CookieJar();
  const extra: Record<string, string> = opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {};
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/implicit/callback`;
  const q = new URLSearchParams({
    client_id: `bearing-${tenantId}`,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email offline_access',
    audience: `${origin}/api`,
    state: 'load',
    nonce: 'load',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });

  const go = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const res = await fetch(new URL(url, origin), {
      method,
      redirect: 'manual',
      headers: { cookie: jar.header(), ...extra, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.take(res);
    return res;
  };
  /** Follows the provider's redirects on this origin; stops at a page or at the app's callback. */
  const follow = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    let res = await go(method, url, form);
    for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i++) {
      const next = new URL(res.headers.get('location') ?? '/', origin);
      if (next.origin !== origin || next.pathname === '/implicit/callback') return { res, location: next };
      await res.arrayBuffer();
      res = await go('GET', next.pathname + next.search);
    }
    return { res, location: null };
  };

  const page = await follow('GET', `/authorize?${q}`);
  const html = await page.res.text();
  const action = /action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form for ${email}: ${page.res.status} ${html.slice(0, 200)}`);
  const done = await follow('POST', action.replace(/&amp;/g, '&'), { email, password });
  const code = done.location?.searchParams.get('code');
  if (!code) throw new Error(`sign-in of ${email} did not reach the callback: ${done.res.status}`);
  const token = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: `bearing-${tenantId}`,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }).toString(),
  });
  if (token.status !== 200) throw new Error(`token request for ${email} failed: ${token.status} ${await token.text()}`);
  const t = (await token.json()) as { access_token: string; refresh_token: string };
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    headers: { authorization: `Bearer ${t.access_token}`, ...extra },
  };
}

/**
 * Renews a session's access token with its rotating refresh token, as the app does before the
 * token expires: updates `signed` in place (its headers object too, which requests in flight share).
 */
export async function renewOverHttp(origin: string, signed: SignedIn, tenantId = 'bearing'): Promise<void> {
  // The token endpoint takes the client in the body; the session's own headers carry its address.
  const { authorization: _bearer, ...extra } = signed.headers;
  const res = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: `bearing-${tenantId}`,
      refresh_token: signed.refreshToken,
    }).toString(),
  });
  if (res.status !== 200) throw new Error(`token renewal failed: ${res.status} ${await res.text()}`);
  const t = (await res.json()) as { access_token: string; refresh_token?: string };
  signed.accessToken = t.access_token;
  if (t.refresh_token) signed.refreshToken = t.refresh_token;
  signed.headers.authorization = `Bearer ${t.access_token}`;
}
