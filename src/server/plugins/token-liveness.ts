import type { Db } from '../db/database';
import { kyselyAdapter } from './oidc-adapter';

/*
 * An access token is a JWT the API verifies in-process, so on its own it would keep working for
 * its whole lifetime after sign-out. Each request therefore also asks whether
 * the grant the token was issued under still stands: sign-out (ours in services/account.ts, or the
 * provider's end_session), refresh-token reuse and revocation all destroy the grant. The grant
 * lives in the provider's adapter storage, the database every node shares, so a sign-out on one
 * node is seen by all; each node caches an answer for a few seconds, which bounds the lookups to
 * one per grant per window. The node that handles a sign-out tells every node to forget its answer
 * (topic `liveness`, cluster/invalidation.ts); the window only bounds a node that missed that.
 */

/** What names the authorization behind a token: its grant, or for tokens minted before the grant claim, the provider session. */
export type LivenessKey = { grantId: string } | { sessionUid: string };

/** How long one node trusts an answer: the most a signed-out token can still be used on another node. */
export const LIVENESS_CACHE_MS = 5_000;
// Bounds memory under many distinct sessions; the oldest answers go first.
const MAX_ENTRIES = 10_000;

const keyOf = (k: LivenessKey) => ('grantId' in k ? `grant:${k.grantId}` : `session:${k.sessionUid}`);

/** A short per-node cache over a lookup of whether a grant or session still exists. */
export class TokenLiveness {
  private readonly cache = new Map<string, { live: Promise<boolean>; until: number }>();

  constructor(
    private readonly lookup: (key: LivenessKey) => Promise<boolean>,
    private readonly ttlMs = LIVENESS_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * True while the grant (or session) stands. A failed lookup is not cached and rejects: the
   * request fails as the database does, rather than telling the app its user signed out.
   */
  isLive(key: LivenessKey): Promise<boolean> {
    const k = keyOf(key);
    const hit = this.cache.get(k);
    if (hit && hit.until > this.now()) return hit.live;
    if (hit) this.cache.delete(k);
    // The promise itself is cached: concurrent requests of one session share one lookup.
    const live = this.lookup(key);
    live.catch(() => {
      if (this.cache.get(k)?.live === live) this.cache.delete(k);
    });
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(k, { live, until: this.now() + this.ttlMs });
    return live;
  }

  /** Drops a cached answer (a node just revoked the grant or ended the session). */
  forget(key: LivenessKey): void {
    this.cache.delete(keyOf(key));
  }

  /** Drops every answer (revocations may have been missed). */
  clear(): void {
    this.cache.clear();
  }
}

/** The liveness check against the provider's stored grants and sessions. */
export function adapterLiveness(db: Db): TokenLiveness {
  const Adapter = kyselyAdapter(db);
  const grants = new Adapter('Grant');
  const sessions = new Adapter('Session');
  return new TokenLiveness(async (key) =>
    'grantId' in key ? (await grants.find(key.grantId)) !== undefined : (await sessions.findByUid(key.sessionUid)) !== undefined,
  );
}
