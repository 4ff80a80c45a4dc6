import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { UserTable } from '../db/schema';
import { domainOf, listFederationDomains, type AccountFederation } from '../repositories/account-federations';
import { findUserByEmail, insertEntitledUser, updateUserNames } from '../repositories/users';

/** What Bearing takes from the company IdP's ID token (OpenID Connect standard claims). */
export interface SsoClaims {
  email?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

// Never a valid scrypt hash (services/passwords.ts): an SSO user has no password here to guess.
const NO_PASSWORD = '!sso';

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export class SsoRefused extends Error {}

/**
 * Just-in-time provisioning: the IdP's user becomes, or updates, a user of the
 * federating account's tenant. The IdP may only speak for the e-mail domains the account owns,
 * so it cannot sign someone in as a user of another organisation. A new user is entitled to the
 * federating account; an existing one keeps their entitlements, and their names follow the IdP's
 * (a name the IdP does not send is kept, never blanked).
 */
export async function provisionSsoUser(
  db: Db,
  federation: AccountFederation,
  claims: SsoClaims,
  now = new Date().toISOString(),
): Promise<{ user: Selectable<UserTable>; created: boolean }> {
  const email = text(claims.email, 254);
  const domains = await listFederationDomains(db, federation.account_id);
  if (!email || !domains.includes(domainOf(email)))
    throw new SsoRefused(`the identity provider may not sign in ${email || 'a user without an e-mail'}`);
  const first = text(claims.given_name, 100);
  const last = text(claims.family_name, 100);
  return db.transaction().execute(async (trx) => {
    const existing = await findUserByEmail(trx, federation.tenant_id, email);
    if (existing) {
      const names = { first_name: first || existing.first_name, last_name: last || existing.last_name };
      await updateUserNames(trx, existing.id, names);
      return { user: { ...existing, ...names }, created: false };
    }
    const row = await insertEntitledUser(
      trx,
      {
        tenant_id: federation.tenant_id,
        email,
        password_hash: NO_PASSWORD,
        first_name: first,
        last_name: last,
        company_name: federation.account_name,
        user_type: 'INDIVIDUAL',
        lang_key: 'EN',
        authorities: '',
        auth_type: 'SSO',
        address_json: '{}',
        created_at: now,
      },
      federation.account_id,
    );
    return { user: row, created: true };
  });
}
