import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { listTenantHosts } from '../repositories/tenants';
import { listFederationsByIssuer } from '../repositories/account-federations';
import { COMPANY_IDP_PEOPLE, DEMO_FEDERATION, ensureDemoFederation } from '../seed/company-idp';
import type { OidcProvider } from './oidc-providers';
import { INTERACTION_PAGES, providerAccount } from './oidc-accounts';
import { companyIdpInteraction } from './company-idp-pages';
import { hostOf } from './tenant';

/*
 * The embedded company identity provider: the demo companies' own OpenID provider
 * (Carrow Engineering Ltd on the main tenant, Saltmarsh Shipyards on the white-label one, each a
 * client with its own directory), so the demo and the tests sign in through a real, separate
 * issuer (its own keys, host, cookies, directory and sign-in page) with Bearing as its relying
 * party. A customer's real IdP replaces it by changing the account's federation row; production
 * turns it off (COMPANY_IDP_ISSUER=none).
 */

/** The RP callback on a tenant's host (plugins/sso.ts answers it). */
export const SSO_CALLBACK_PATH = '/sso/callback';

/** The company's name on its sign-in page when the client is not one of the federations. */
export const COMPANY_IDP_TITLE = DEMO_FEDERATION.accountName;

export interface CompanyIdp {
  issuer: string;
  host: string;
  /** The provider, made on first use: its clients are the federations naming it at that moment. */
  provider(): Promise<OidcProvider>;
  /** Serves one request to the IdP's host (provider endpoints and its sign-in page). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded company IdP, or null when COMPANY_IDP_ISSUER=none. */
    companyIdp: CompanyIdp | null;
  }
}

/** The redirect URIs of Bearing's tenants on the IdP's scheme and port (the embedded mode serves both). */
async function callbackUris(app: FastifyInstance, issuer: URL, tenantId: string): Promise<string[]> {
  const hosts = (await listTenantHosts(app.db)).filter((h) => h.tenant_id === tenantId).map((h) => h.host);
  return hosts.map((h) => `${issuer.protocol}//${h}${issuer.port ? `:${issuer.port}` : ''}${SSO_CALLBACK_PATH}`);
}

interface Made {
  provider: OidcProvider;
  callback: (req: unknown, res: unknown) => Promise<void>;
  titles: Map<string, string>;
}

async function makeProvider(app: FastifyInstance, issuer: string): Promise<Made> {
  const url = new URL(issuer);
  const federations = await listFederationsByIssuer(app.db, issuer);
  const titles = new Map(federations.map((f) => [f.client_id, f.account_name]));
  const clients = await Promise.all(
    federations.map(async (f) => ({
      client_id: f.client_id,
      client_secret: f.client_secret,
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: await callbackUris(app, url, f.tenant_id),
    })),
  );
  // Its own keys, made per process: its sessions are in memory too, so a restart only signs
  // people out of the company IdP, never out of Bearing.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };
  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email'],
    claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: INTERACTION_PAGES,
    findAccount: async (_ctx: unknown, sub: string) => {
      const person = COMPANY_IDP_PEOPLE.find((p) => p.sub === sub);
      if (!person) return undefined;
      // A directory entry without names sends none: Bearing must not invent them.
      return providerAccount(sub, person.email, {
        ...(person.givenName ? { given_name: person.givenName } : {}),
        ...(person.familyName ? { family_name: person.familyName } : {}),
        ...(person.givenName || person.familyName ? { name: `${person.givenName} ${person.familyName}`.trim() } : {}),
      });
    },
  }) as OidcProvider;
  provider.proxy = true;
  provider.on('server_error', (_ctx: unknown, err: Error) => app.log.error({ err, issuer }, 'company idp server_error'));
  return { provider, callback: provider.callback(), titles };
}

/** Mounts the company IdP on its own host, ahead of Bearing's routes: that host is never a tenant. */
export async function registerCompanyIdp(app: FastifyInstance): Promise<void> {
  const issuer = app.config.companyIdpIssuer;
  if (!issuer) {
    app.decorate('companyIdp', null);
    return;
  }
  await ensureDemoFederation(app.db, issuer);
  const host = new URL(issuer).hostname.toLowerCase();
  let made: Promise<Made> | null = null;
  const get = () => (made ??= makeProvider(app, issuer));
  const idp: CompanyIdp = {
    issuer,
    host,
    provider: async () => (await get()).provider,
    async handle(req, res) {
      const { provider, callback, titles } = await get();
      // The page names the company whose client asked.
      const titleOf = (clientId: string) => titles.get(clientId) ?? COMPANY_IDP_TITLE;
      if (await companyIdpInteraction(provider, req, res, titleOf)) return;
      await callback(req, res);
    },
  };
  app.decorate('companyIdp', idp);
  app.addHook('onRequest', async (req, reply) => {
    if (hostOf(req) !== host) return;
    reply.hijack();
    try {
      await idp.handle(req.raw, reply.raw);
    } catch (err) {
      req.log.error({ err }, 'company idp request failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
      reply.raw.end();
    }
  });
}
