import { randomBytes, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, type JWTVerifyGetKey } from 'jose';
import type { DbOrTx } from '../db/database';
import { getKeyValue, insertKeyValueIfAbsent, replaceKeyValueIf } from '../repositories/key-values';
import { loadOrCreateShared } from '../services/shared-secrets';
import { TTL } from './oidc-config';

/** The one key set all tenants shared before keys were per tenant; adopted, never written again. */
export const JWKS_KEY = 'oidc.jwks';
export const COOKIE_KEYS_KEY = 'oidc.cookie-keys';
/** Where a tenant's signing keys are stored (key_values), so every node signs and verifies alike. */
export const tenantJwksKey = (tenantId: string) => `oidc.jwks.tenant:${tenantId}`;

/** How often a node re-reads a tenant's stored key set (a rotation done by another node shows up). */
export const KEY_RELOAD_SECONDS = 5 * 60;
/**
 * How long a superseded key stays published and accepted: the longest lifetime of a signed token
 * (ID token 1 h; access tokens 10 min; refresh tokens are opaque database records) plus the time
 * a node that has not yet re-read the set may still sign with it, twice over for clock skew.
 */
export const KEY_RETENTION_SECONDS = Math.max(TTL.IdToken, TTL.AccessToken) + 2 * KEY_RELOAD_SECONDS;

export interface PrivateJwks {
  keys: JWK[];
}

/** One stored signing key: the private JWK, when it was made, when it stopped signing (seconds). */
export interface StoredKey {
  jwk: JWK;
  createdAt: number;
  retiredAt?: number;
}

/** A tenant's stored key set: keys[0] is the current signing key, the others are retired. */
export interface StoredKeySet {
  keys: StoredKey[];
}

/** A tenant's keys as a node uses them. */
export interface TenantKeys {
  tenantId: string;
  /** Changes whenever the set does (names the provider instance built from it). */
  version: string;
  currentKid: string;
  /** For the provider: the current key signs, the retired ones only verify (key_ops). */
  providerJwks: PrivateJwks;
  /** What the API verifies access tokens with. */
  publicJwks: { keys: JWK[] };
  verifyKey: JWTVerifyGetKey;
}

export interface KeyPolicy {
  rotationDays: number;
  /** Seconds since the epoch; tests move it. */
  now?: () => number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function newKey(now: number): Promise<StoredKey> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  return { jwk, createdAt: now };
}

/** The public half of a key set, what resource servers verify with. */
export function publicJwks(jwks: PrivateJwks): { keys: JWK[] } {
  return { keys: jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })) };
}

/** The keys still in use at `now`: the current one and those retired less than the retention ago. */
function liveKeys(set: StoredKeySet, now: number): StoredKey[] {
  return set.keys.filter((k, i) => i === 0 || k.retiredAt === undefined || k.retiredAt + KEY_RETENTION_SECONDS > now);
}

function toTenantKeys(tenantId: string, stored: string, now: number): TenantKeys {
  const keys = liveKeys(JSON.parse(stored) as StoredKeySet, now);
  const providerJwks = {
    keys: keys.map((k, i) => (i === 0 ? { ...k.jwk } : { ...k.jwk, key_ops: ['verify'] })),
  };
  const pub = publicJwks({ keys: keys.map((k) => k.jwk) });
  return {
    tenantId,
    version: keys.map((k) => k.jwk.kid).join(' '),
    currentKid: keys[0].jwk.kid!,
    providerJwks,
    publicJwks: pub,
    verifyKey: createLocalJWKSet(pub),
  };
}

/**
 * A tenant's first key set: a new key of its own signs from now on; the key every tenant shared
 * before the upgrade (if any) stays as a retired key, so tokens it signed verify until they expire.
 */
async function firstKeySet(db: DbOrTx, now: number): Promise<StoredKeySet> {
  const shared = await getKeyValue(db, JWKS_KEY);
  const adopted: StoredKey[] = shared
    ? (JSON.parse(shared) as PrivateJwks).keys.map((jwk) => ({ jwk, createdAt: now, retiredAt: now }))
    : [];
  return { keys: [await newKey(now), ...adopted] };
}

/**
 * Replaces the current signing key of a tenant by a new one, if the stored set is still `seen`
 * (compare-and-set): of two nodes rotating at once one wins, the other keeps the winner's set.
 * Retired keys past the retention are dropped. Returns the stored set after the attempt.
 */
async function rotateIfUnchanged(db: DbOrTx, tenantId: string, seen: string, now: number): Promise<string> {
  const set = JSON.parse(seen) as StoredKeySet;
  const [current, ...rest] = set.keys;
  const next: StoredKeySet = { keys: [await newKey(now), { ...current, retiredAt: now }, ...rest] };
  next.keys = liveKeys(next, now);
  await replaceKeyValueIf(db, tenantJwksKey(tenantId), seen, JSON.stringify(next));
  const stored = await getKeyValue(db, tenantJwksKey(tenantId));
  if (!stored) throw new Error(`signing keys of tenant ${tenantId} vanished`);
  return stored;
}

/** The stored key set of a tenant as JSON, created on first use (race-safe across nodes). */
async function storedKeySet(db: DbOrTx, tenantId: string, now: number): Promise<string> {
  const key = tenantJwksKey(tenantId);
  const existing = await getKeyValue(db, key);
  if (existing) return existing;
  await insertKeyValueIfAbsent(db, key, JSON.stringify(await firstKeySet(db, now)));
  const stored = await getKeyValue(db, key);
  if (!stored) throw new Error(`could not store ${key}`);
  return stored;
}

/**
 * A tenant's signing keys, made on first use and rotated when the current key is older than the
 * rotation period (by whichever node reads them first after that; the others read its result).
 */
export async function loadTenantKeys(db: DbOrTx, tenantId: string, policy: KeyPolicy): Promise<TenantKeys> {
  const now = (policy.now ?? nowSeconds)();
  let stored = await storedKeySet(db, tenantId, now);
  const current = (JSON.parse(stored) as StoredKeySet).keys[0];
  if (policy.rotationDays > 0 && now - current.createdAt >= policy.rotationDays * 86_400) {
    stored = await rotateIfUnchanged(db, tenantId, stored, now);
  }
  return toTenantKeys(tenantId, stored, now);
}

/**
 * Rotates a tenant's signing key now (operator action, e.g. after a suspected leak; see src/server/README.md,
 * "Signing keys and rotation"). Tokens signed by the previous key keep verifying until they expire; every node
 * signs with the new key within KEY_RELOAD_SECONDS. Two rotations at once make one new key.
 * Returns the kid of the key that signs from now on.
 */
export async function rotateSigningKeys(db: DbOrTx, tenantId: string, opts: { now?: () => number } = {}): Promise<string> {
  const now = (opts.now ?? nowSeconds)();
  const seen = await storedKeySet(db, tenantId, now);
  const stored = await rotateIfUnchanged(db, tenantId, seen, now);
  return (JSON.parse(stored) as StoredKeySet).keys[0].jwk.kid!;
}

/**
 * This node's copy of each tenant's key set: re-read every KEY_RELOAD_SECONDS, and sooner when a
 * token names a kid the copy lacks (another node rotated), so rotations reach every node.
 */
export class TenantKeyRing {
  private readonly cache = new Map<string, { keys: TenantKeys; loadedAt: number; loading?: Promise<TenantKeys> }>();

  constructor(
    private readonly db: DbOrTx,
    private readonly policy: KeyPolicy,
  ) {}

  private now(): number {
    return (this.policy.now ?? nowSeconds)();
  }

  private load(tenantId: string): Promise<TenantKeys> {
    const hit = this.cache.get(tenantId);
    if (hit?.loading) return hit.loading;
    const loading = loadTenantKeys(this.db, tenantId, this.policy).then(
      (keys) => {
        this.cache.set(tenantId, { keys, loadedAt: this.now() });
        return keys;
      },
      (err: unknown) => {
        if (hit) this.cache.set(tenantId, { keys: hit.keys, loadedAt: hit.loadedAt });
        else this.cache.delete(tenantId);
        throw err;
      },
    );
    if (hit) this.cache.set(tenantId, { ...hit, loading });
    else this.cache.set(tenantId, { keys: undefined as unknown as TenantKeys, loadedAt: -Infinity, loading });
    return loading;
  }

  /** The tenant's keys, re-read when this node's copy is older than KEY_RELOAD_SECONDS. */
  async get(tenantId: string): Promise<TenantKeys> {
    const hit = this.cache.get(tenantId);
    if (hit && !hit.loading && this.now() - hit.loadedAt < KEY_RELOAD_SECONDS) return hit.keys;
    return this.load(tenantId);
  }

  /**
   * The tenant's keys, re-read now if `kid` is not among them; null if it is still unknown. The
   * re-read is one primary-key lookup shared by the requests waiting for it (a flood of made-up
   * kids costs at most one query in flight per tenant), joined only if it started after this call.
   */
  async withKid(tenantId: string, kid: string | undefined): Promise<TenantKeys | null> {
    const has = (k: TenantKeys) => k.publicJwks.keys.some((j) => j.kid === kid);
    const keys = await this.get(tenantId);
    if (has(keys)) return keys;
    if (!kid) return null;
    // A re-read already under way may have read the set before the rotation that made this kid.
    const underWay = this.cache.get(tenantId)?.loading;
    if (underWay) await underWay.catch(() => undefined);
    const fresh = await this.load(tenantId);
    return has(fresh) ? fresh : null;
  }
}

/** Keys that sign the provider's cookies; newest first (keygrip verifies with any of them). */
export async function loadCookieKeys(db: DbOrTx): Promise<string[]> {
  const json = await loadOrCreateShared(db, COOKIE_KEYS_KEY, async () => JSON.stringify([randomBytes(32).toString('base64url')]));
  return JSON.parse(json) as string[];
}
