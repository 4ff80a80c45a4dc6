import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountFederation } from '../repositories/account-federations';
import { relyingParty } from './sso-relying-party';

/*
 * The relying party's configuration cache: one app's configuration is never another
 * app's (it fetches through the app it was made for), and a federation whose client secret
 * changed gets a new configuration at once, not after the cache's few minutes.
 */

let idp: http.Server;
let issuer: string;
let discoveries = 0;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  idp = http.createServer((req, res) => {
    if (req.url !== '/.well-known/openid-configuration') return void res.writeHead(404).end();
    discoveries++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      }),
    );
  });
  await new Promise<void>((resolve) => idp.listen(0, resolve));
  issuer = `http://localhost:${(idp.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await new Promise((resolve) => idp?.close(resolve));
});

const newApp = () => {
  const app = Fastify();
  apps.push(app);
  return app;
};
const federation = (accountId: number, clientSecret: string) =>
  ({ account_id: accountId, issuer, client_id: `client-${accountId}`, client_secret: clientSecret }) as AccountFederation;

describe('relying-party configurations are cached per app and per federation client', () => {
  it("reuses an app's configuration while the federation is unchanged", async () => {
    const app = newApp();
    const before = discoveries;
    const first = await relyingParty(app, federation(1, 'secret-a'));
    expect(await relyingParty(app, federation(1, 'secret-a'))).toBe(first);
    expect(discoveries).toBe(before + 1);
  });

  it('discovers again for a changed client secret, and keeps only the new one', async () => {
    const app = newApp();
    const old = await relyingParty(app, federation(2, 'old-secret'));
    const renewed = await relyingParty(app, federation(2, 'new-secret'));
    expect(renewed).not.toBe(old);
    expect(await relyingParty(app, federation(2, 'new-secret'))).toBe(renewed);
    // The old secret's configuration was replaced, not kept beside the new one.
    expect(await relyingParty(app, federation(2, 'old-secret'))).not.toBe(old);
  });

  it("never hands one app's configuration to another app with the same federation", async () => {
    const [a, b] = [newApp(), newApp()];
    const same = federation(3, 'shared-secret');
    const ofA = await relyingParty(a, same);
    const ofB = await relyingParty(b, same);
    expect(ofB).not.toBe(ofA);
    expect(await relyingParty(a, same)).toBe(ofA);
  });
});
