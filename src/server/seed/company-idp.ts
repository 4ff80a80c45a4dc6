import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/database';
import { findFederation, saveFederation, setFederationIssuer } from '../repositories/account-federations';
import { DEMO_PASSWORD } from './people';

/*
 * The demo's single sign-on: Carrow Engineering Ltd federates with its own company identity
 * provider, which `npm start` runs embedded on its own host (plugins/company-idp.ts). Bearing
 * knows Carrow's IdP only by what its database says: issuer, client id and secret, domains.
 */

/** The embedded IdP's issuer when PORT is the default; the server corrects the port at start. */
export const DEFAULT_COMPANY_IDP_ISSUER = 'http://idp.localhost:8080/';

export const DEMO_FEDERATION = {
  tenantId: 'bearing',
  accountId: 2,
  accountName: 'Carrow Engineering Ltd',
  clientId: 'bearing-carrow',
  domains: ['carrow.example'],
} as const;

/** A person in the company IdP's own directory (not a Bearing user until they first sign in). */
export interface CompanyIdpPerson {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  password: string;
}

/**
 * Dana signs in through Carrow's IdP; Sam's directory entry has no names, so Bearing must ask for
 * them (progressive profiling, 000 §4).
 */
export const COMPANY_IDP_PEOPLE: CompanyIdpPerson[] = [
  { sub: 'carrow-0001', email: 'dana.reyes@carrow.example', givenName: 'Dana', familyName: 'Reyes', password: DEMO_PASSWORD },
  { sub: 'carrow-0002', email: 'sam.okafor@carrow.example', givenName: '', familyName: '', password: DEMO_PASSWORD },
];

/** Carrow's federation as the seed writes it: a fresh client secret per database, never one in the source. */
export async function seedDemoFederation(db: DbOrTx, issuer = DEFAULT_COMPANY_IDP_ISSUER): Promise<void> {
  await saveFederation(db, {
    tenantId: DEMO_FEDERATION.tenantId,
    accountId: DEMO_FEDERATION.accountId,
    clientId: DEMO_FEDERATION.clientId,
    domains: [...DEMO_FEDERATION.domains],
    issuer,
    clientSecret: randomBytes(32).toString('base64url'),
  });
}

/**
 * At start in the embedded mode: Carrow's federation names the IdP this process runs (its port
 * follows PORT), and a database seeded before single sign-on existed gets it.
 */
export async function ensureDemoFederation(db: DbOrTx, issuer: string): Promise<void> {
  // Only the demo's own Carrow account: another database's account 2 is somebody else.
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', DEMO_FEDERATION.accountId)
    .where('tenant_id', '=', DEMO_FEDERATION.tenantId)
    .where('name', '=', DEMO_FEDERATION.accountName)
    .executeTakeFirst();
  if (!account) return;
  const existing = await findFederation(db, DEMO_FEDERATION.tenantId, DEMO_FEDERATION.accountId);
  if (!existing) await seedDemoFederation(db, issuer);
  else if (existing.client_id === DEMO_FEDERATION.clientId && existing.issuer !== issuer)
    await setFederationIssuer(db, DEMO_FEDERATION.accountId, issuer);
}
