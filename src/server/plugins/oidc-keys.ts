import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database';
import { loadOrCreateShared } from '../services/shared-secrets';

export const JWKS_KEY = 'oidc.jwks';
export const COOKIE_KEYS_KEY = 'oidc.cookie-keys';

export interface PrivateJwks {
  keys: JWK[];
}

// Every node must sign and verify with the same keys, so they live in the database.
const loadOrCreate = loadOrCreateShared;

/** The provider's RS256 signing key set (private), shared by all tenants and nodes. */
export async function loadSigningKeys(db: Db): Promise<PrivateJwks> {
  const json = await loadOrCreate(db, JWKS_KEY, async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
    return JSON.stringify({ keys: [jwk] });
  });
  return JSON.parse(json) as PrivateJwks;
}

/** Keys that sign the provider's cookies; newest first (keygrip verifies with any of them). */
export async function loadCookieKeys(db: Db): Promise<string[]> {
  const json = await loadOrCreate(db, COOKIE_KEYS_KEY, async () => JSON.stringify([randomBytes(32).toString('base64url')]));
  return JSON.parse(json) as string[];
}

/** The public half of a key set, what resource servers verify with. */
export function publicJwks(jwks: PrivateJwks): { keys: JWK[] } {
  return { keys: jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })) };
}
