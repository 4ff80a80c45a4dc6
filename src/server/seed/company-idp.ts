import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/database';
import { findFederation, saveFederation, setFederationIssuer } from '../repositories/account-federations';
import { DEMO_PASSWORD } from './people';

/*
 * The demo's single sign-on: Carrow Engineering Ltd on the main tenant and Saltmarsh Shipyards on
 * the white-label tenant each federate with the company identity provider that `npm start` runs
 * embedded on its own host (plugins/company-idp.ts), each as its own client. Bearing knows the IdP
 * only by what its database says: issuer, client id and secret, domains.
 */

/** The embedded IdP's issuer when PORT is the default; the server corrects the port at start. */
export const DEFAULT_COMPANY_IDP_ISSUER = 'http://idp.localhost:8080/';

/** One demo account's federation with the embedded IdP. */
export interface DemoFederation {
  tenantId: string;
  accountId: number;
  accountName: string;
  clientId: string;
  domains: readonly string[];
}

export const DEMO_FEDERATION = {
  tenantId: 'bearing',
  accountId: 2,
  accountName: 'Carrow Engineering Ltd',
  clientId: 'bearing-carrow',
  domains: ['carrow.example'],
} as const satisfies DemoFederation;

/** The white-label tenant's federating account (every mode on that tenant, with its own issuer). */
export const NORTHWIND_DEMO_FEDERATION = {
  tenantId: 'northwind',
  accountId: 9,
  accountName: 'Saltmarsh Shipyards',
  clientId: 'northwind-saltmarsh',
  domains: ['saltmarsh.example'],
} as const satisfies DemoFederation;

export const DEMO_FEDERATIONS: readonly DemoFederation[] = [DEMO_FEDERATION, NORTHWIND_DEMO_FEDERATION];

/** A person in the company IdP's own directory (not a Bearing user until they first sign in). */
export interface CompanyIdpPerson {
  sub: string;
  /** The client (company) whose directory holds the entry: the IdP signs them in for it only. */
  clientId: string;
  email: string;
  givenName: string;
  familyName: string;
  password: string;
}

/**
 * Dana signs in through Carrow's IdP; Sam's directory entry has no names, so Bearing must ask for
 * them (progressive profiling, 000 §4). Maren signs in to the Northwind Press tenant through
 * Saltmarsh's.
 */
export const COMPANY_IDP_PEOPLE: CompanyIdpPerson[] = [
  {
    sub: 'carrow-0001',
    clientId: DEMO_FEDERATION.clientId,
    email: 'dana.reyes@carrow.example',
    givenName: 'Dana',
    familyName: 'Reyes',
    password: DEMO_PASSWORD,
  },
  {
    sub: 'carrow-0002',
    clientId: DEMO_FEDERATION.clientId,
    email: 'sam.okafor@carrow.example',
    givenName: '',
    familyName: '',
    password: DEMO_PASSWORD,
  },
  {
    sub: 'saltmarsh-0001',
    clientId: NORTHWIND_DEMO_FEDERATION.clientId,
    email: 'maren.holt@saltmarsh.example',
    givenName: 'Maren',
    familyName: 'Holt',
    password: DEMO_PASSWORD,
  },
];

async function saveDemoFederation(db: DbOrTx, f: DemoFederation, issuer: string): Promise<void> {
  await saveFederation(db, {
    tenantId: f.tenantId,
    accountId: f.accountId,
    clientId: f.clientId,
    domains: [...f.domains],
    issuer,
    clientSecret: randomBytes(32).toString('base64url'),
  });
}

/** The demo federations as the seed writes them: a fresh client secret each per database, never one in the source. */
export async function seedDemoFederation(db: DbOrTx, issuer = DEFAULT_COMPANY_IDP_ISSUER): Promise<void> {
  for (const f of DEMO_FEDERATIONS) await saveDemoFederation(db, f, issuer);
}

/**
 * At start in the embedded mode: each demo federation names the IdP this process runs (its port
 * follows PORT), and a database seeded before it existed gets it.
 */
export async function ensureDemoFederation(db: DbOrTx, issuer: string): Promise<void> {
  for (const f of DEMO_FEDERATIONS) {
    // Only the demo's own account: another database's account with that id is somebody else.
    const account = await db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', f.accountId)
      .where('tenant_id', '=', f.tenantId)
      .where('name', '=', f.accountName)
      .executeTakeFirst();
    if (!account) continue;
    const existing = await findFederation(db, f.tenantId, f.accountId);
    if (!existing) await saveDemoFederation(db, f, issuer);
    else if (existing.client_id === f.clientId && existing.issuer !== issuer) await setFederationIssuer(db, f.accountId, issuer);
  }
}
