import type { Selectable } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { AccountFederationTable } from '../db/schema';

/** An account's identity provider, with the account's name (the "Sign in with <company>" label). */
export type AccountFederation = Selectable<AccountFederationTable> & { tenant_id: string; account_name: string };

const federations = (db: DbOrTx) =>
  db
    .selectFrom('account_federations')
    .innerJoin('accounts', 'accounts.id', 'account_federations.account_id')
    .selectAll('account_federations')
    .select(['accounts.tenant_id', 'accounts.name as account_name'])
    .where('account_federations.enabled', '=', 1);

/** The domain part of an e-mail address, lower case; '' when there is none. */
export function domainOf(email: string): string {
  const at = email.trim().lastIndexOf('@');
  return at > 0
    ? email
        .trim()
        .slice(at + 1)
        .toLowerCase()
        .replace(/\.$/, '')
    : '';
}

/** The enabled federation of the tenant's account that owns the e-mail's domain, if any. */
export async function findFederationByEmail(db: DbOrTx, tenantId: string, email: string): Promise<AccountFederation | undefined> {
  const domain = domainOf(email);
  if (!domain) return undefined;
  return federations(db)
    .innerJoin('account_federation_domains as d', 'd.account_id', 'account_federations.account_id')
    .where('d.tenant_id', '=', tenantId)
    .where('d.domain', '=', domain)
    .where('accounts.tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/** The enabled federation of one of the tenant's accounts. */
export async function findFederation(db: DbOrTx, tenantId: string, accountId: number): Promise<AccountFederation | undefined> {
  return federations(db)
    .where('accounts.tenant_id', '=', tenantId)
    .where('account_federations.account_id', '=', accountId)
    .executeTakeFirst();
}

/** The tenant's federating accounts, by name: the sign-in page offers each. */
export async function listFederations(db: DbOrTx, tenantId: string): Promise<AccountFederation[]> {
  return federations(db).where('accounts.tenant_id', '=', tenantId).orderBy('accounts.name').execute();
}

/** Every enabled federation naming this issuer (the embedded company IdP registers them as its clients). */
export async function listFederationsByIssuer(db: DbOrTx, issuer: string): Promise<AccountFederation[]> {
  return federations(db).where('account_federations.issuer', '=', issuer).execute();
}

/** The e-mail domains a federation owns. */
export async function listFederationDomains(db: DbOrTx, accountId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('account_federation_domains')
    .select('domain')
    .where('account_id', '=', accountId)
    .orderBy('domain')
    .execute();
  return rows.map((r) => r.domain);
}

/** Creates or replaces an account's federation and its domains. */
export async function saveFederation(
  db: DbOrTx,
  f: { tenantId: string; accountId: number; issuer: string; clientId: string; clientSecret: string; domains: string[] },
  now = new Date().toISOString(),
): Promise<void> {
  await db.deleteFrom('account_federation_domains').where('account_id', '=', f.accountId).execute();
  await db.deleteFrom('account_federations').where('account_id', '=', f.accountId).execute();
  await db
    .insertInto('account_federations')
    .values({
      account_id: f.accountId,
      issuer: f.issuer,
      client_id: f.clientId,
      client_secret: f.clientSecret,
      enabled: 1,
      created_at: now,
    })
    .execute();
  const domains = [...new Set(f.domains.map((d) => d.trim().toLowerCase()).filter(Boolean))];
  if (domains.length)
    await db
      .insertInto('account_federation_domains')
      .values(domains.map((domain) => ({ tenant_id: f.tenantId, domain, account_id: f.accountId })))
      .execute();
}

/** Points an existing federation at another issuer (the embedded IdP's origin follows PORT). */
export async function setFederationIssuer(db: DbOrTx, accountId: number, issuer: string): Promise<void> {
  await db.updateTable('account_federations').set({ issuer }).where('account_id', '=', accountId).execute();
}
