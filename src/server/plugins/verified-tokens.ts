import type { JWTPayload } from 'jose';

/*
 * An RS256 signature check took about a twentieth of a node's CPU under the load mix, and the app
 * sends the same access token with every call for its ten minutes. A token string whose signature,
 * issuer, audience and type were checked against a key stays valid for as long as that key signs
 * and the token has not expired, so the result is kept by token and key until the token's `exp`.
 * Revocation is not cached here: the grant's liveness is still asked on every request.
 */

interface Verified {
  payload: JWTPayload;
  /** The key the check used: a token checked against a key since rotated out is checked again. */
  key: unknown;
  /** When the token expires, in seconds since the epoch. */
  exp: number;
}

/** Verified access tokens by their text, the least recently used dropped past `size`. */
export class VerifiedTokens {
  private readonly entries = new Map<string, Verified>();

  constructor(private readonly size = 5000) {}

  /** The payload of a token verified against `key` and not yet expired at `nowS`; undefined otherwise. */
  get(token: string, key: unknown, nowS = Date.now() / 1000): JWTPayload | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    this.entries.delete(token);
    if (hit.key !== key || hit.exp <= nowS) return undefined;
    this.entries.set(token, hit);
    return hit.payload;
  }

  /** Keeps a verified token; one without an expiry is never kept (it would be trusted for ever). */
  set(token: string, key: unknown, payload: JWTPayload): void {
    if (typeof payload.exp !== 'number') return;
    this.entries.delete(token);
    this.entries.set(token, { payload, key, exp: payload.exp });
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
  }
}
