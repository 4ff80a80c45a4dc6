import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SignJWT, decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrate, openDatabase, type Db, type OpenDatabase } from '../db/database';
import { getKeyValue, insertKeyValueIfAbsent } from '../repositories/key-values';
import {
  JWKS_KEY,
  KEY_RELOAD_SECONDS,
  KEY_RETENTION_SECONDS,
  TenantKeyRing,
  loadTenantKeys,
  rotateSigningKeys,
  tenantJwksKey,
  type StoredKeySet,
} from './oidc-keys';
import { MAIN, NORTHWIND, bearer, createTestEnv, signIn, tokenRequest, type TestEnv } from '../../../tests/helpers/sign-in-env';

const PG_URL = process.env.TEST_DATABASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;
const DAY = 86_400;

async function storedSet(db: Db, tenantId: string): Promise<StoredKeySet> {
  return JSON.parse((await getKeyValue(db, tenantJwksKey(tenantId)))!) as StoredKeySet;
}

/** The claims of a real access token, signed again with `jwk` (a key the test holds). */
async function resign(token: string, jwk: JWK): Promise<string> {
  const { iat: _iat, exp: _exp, ...claims } = decodeJwt(token);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(await importJWK(jwk, 'RS256'));
}

const account = (env: TestEnv, origin: string, token: string) =>
  env.app.inject({ method: 'GET', url: '/api/account', headers: bearer(origin, token) }).then((r) => r.statusCode);
const jwksOf = async (env: TestEnv, origin: string) =>
  (await env.app.inject({ method: 'GET', url: '/.well-known/jwks.json', headers: { host: new URL(origin).host } })).json() as {
    keys: JWK[];
  };

describe("Signing keys per tenant: a token signed with tenant A's key is refused on tenant B (401)", () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(async () => {
    await env?.close();
  });

  it("signs each tenant's tokens with its own key and verifies only with the keys of the host's tenant", async () => {
    const ivy = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    const nora = await signIn(env.app, NORTHWIND, 'northwind', 'nora@example.test');
    const mainKid = decodeProtectedHeader(ivy.tokens.access_token).kid;
    const northKid = decodeProtectedHeader(nora.tokens.access_token).kid;
    expect(mainKid).toBe((await storedSet(env.db, 'bearing')).keys[0].jwk.kid);
    expect(northKid).toBe((await storedSet(env.db, 'northwind')).keys[0].jwk.kid);
    expect(mainKid).not.toBe(northKid);
    expect(decodeProtectedHeader(ivy.tokens.id_token).kid).toBe(mainKid);

    // Nora's own claims (northwind issuer, audience, grant) signed with the main tenant's key: refused.
    const mainKey = (await storedSet(env.db, 'bearing')).keys[0].jwk;
    const northKey = (await storedSet(env.db, 'northwind')).keys[0].jwk;
    expect(await account(env, NORTHWIND, await resign(nora.tokens.access_token, northKey))).toBe(200);
    expect(await account(env, NORTHWIND, await resign(nora.tokens.access_token, mainKey))).toBe(401);
    // A kid the tenant does not have, and a header no JWT has, are refused too.
    expect(await account(env, NORTHWIND, await resign(nora.tokens.access_token, { ...northKey, kid: 'made-up' }))).toBe(401);
    expect(await account(env, NORTHWIND, 'not.a.jwt')).toBe(401);
  });
});

describe('Rotation: tokens signed by the previous key verify until they expire; new tokens carry the new kid', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(async () => {
    await env?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the old key after a rotation another node (or the operator) made, and every node signs with the new one once it re-reads', async () => {
    const northKeys = (await jwksOf(env, NORTHWIND)).keys;
    const before = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    const oldKid = decodeProtectedHeader(before.tokens.access_token).kid;
    const newKid = await rotateSigningKeys(env.db, 'bearing');
    expect(newKid).not.toBe(oldKid);
    // This node has not re-read yet: it still signs with the old key, which is still valid.
    expect(await account(env, MAIN, before.tokens.access_token)).toBe(200);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (KEY_RELOAD_SECONDS + 1) * 1000 });
    const refreshed = await tokenRequest(env.app, MAIN, {
      grant_type: 'refresh_token',
      client_id: 'bearing-bearing',
      refresh_token: before.tokens.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeProtectedHeader(refreshed.json().access_token).kid).toBe(newKid);
    expect(decodeProtectedHeader(refreshed.json().id_token).kid).toBe(newKid);
    const after = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    expect(decodeProtectedHeader(after.tokens.access_token).kid).toBe(newKid);
    expect(await account(env, MAIN, after.tokens.access_token)).toBe(200);
    // The token signed before the rotation, 5 minutes old, still verifies.
    expect(await account(env, MAIN, before.tokens.access_token)).toBe(200);
    // Northwind's key did not move.
    expect((await jwksOf(env, NORTHWIND)).keys).toEqual(northKeys);
  });

  it('picks up a key another node rotated in as soon as a token names it (no wait for the re-read)', async () => {
    const ring = new TenantKeyRing(env.db, { rotationDays: 90 });
    const first = await ring.get('bearing');
    const newKid = await rotateSigningKeys(env.db, 'bearing');
    expect((await ring.get('bearing')).currentKid).toBe(first.currentKid);
    const found = await ring.withKid('bearing', newKid);
    expect(found?.currentKid).toBe(newKid);
    expect(found?.publicJwks.keys.map((k) => k.kid)).toContain(first.currentKid);
    // A kid nobody has: refused.
    expect(await ring.withKid('bearing', 'made-up')).toBeNull();
  });

  it('rotates by itself once the current key is KEY_ROTATION_DAYS old, and only then', async () => {
    const db = env.db;
    const t0 = 1_900_000_000;
    const first = await loadTenantKeys(db, 'aged', { rotationDays: 90, now: () => t0 });
    expect((await loadTenantKeys(db, 'aged', { rotationDays: 90, now: () => t0 + 89 * DAY })).currentKid).toBe(first.currentKid);
    const rotated = await loadTenantKeys(db, 'aged', { rotationDays: 90, now: () => t0 + 90 * DAY });
    expect(rotated.currentKid).not.toBe(first.currentKid);
    expect(rotated.publicJwks.keys.map((k) => k.kid)).toEqual([rotated.currentKid, first.currentKid]);
    // The previous key only verifies; the provider cannot pick it to sign.
    expect(rotated.providerJwks.keys[1].key_ops).toEqual(['verify']);
    expect(rotated.providerJwks.keys[0].key_ops).toBeUndefined();
    // KEY_ROTATION_DAYS=0: never by itself.
    expect((await loadTenantKeys(db, 'aged', { rotationDays: 0, now: () => t0 + 900 * DAY })).currentKid).toBe(
      rotated.currentKid,
    );
  });
});

describe('Retention: a superseded key is dropped once every token it signed has expired', () => {
  let open: OpenDatabase;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-keys-'));
    open = await openDatabase(`sqlite:${path.join(dir, 'k.sqlite')}`);
    await migrate(open);
  });
  afterAll(async () => {
    await open?.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('publishes and accepts the old key for the retention window (longest token lifetime and more), then not', async () => {
    expect(KEY_RETENTION_SECONDS).toBeGreaterThanOrEqual(3600 + KEY_RELOAD_SECONDS);
    const t0 = 1_900_000_000;
    const policy = (t: number) => ({ rotationDays: 90, now: () => t });
    const first = await loadTenantKeys(open.db, 't', policy(t0));
    const secondKid = await rotateSigningKeys(open.db, 't', { now: () => t0 + 100 });
    const kidsAt = async (t: number) => (await loadTenantKeys(open.db, 't', policy(t))).publicJwks.keys.map((k) => k.kid);
    expect(await kidsAt(t0 + 100 + KEY_RETENTION_SECONDS - 1)).toEqual([secondKid, first.currentKid]);
    expect(await kidsAt(t0 + 100 + KEY_RETENTION_SECONDS)).toEqual([secondKid]);
    // The next rotation removes it from the database as well.
    const thirdKid = await rotateSigningKeys(open.db, 't', { now: () => t0 + 100 + KEY_RETENTION_SECONDS });
    expect((await storedSet(open.db, 't')).keys.map((k) => k.jwk.kid)).toEqual([thirdKid, secondKid]);
  });

  it('a token signed by a dropped key is refused by the node that verifies it', async () => {
    const t0 = 1_900_000_000;
    const now = { t: t0 };
    const ring = new TenantKeyRing(open.db, { rotationDays: 90, now: () => now.t });
    const old = await ring.get('r');
    await rotateSigningKeys(open.db, 'r', { now: () => t0 });
    now.t = t0 + KEY_RELOAD_SECONDS;
    expect((await ring.get('r')).publicJwks.keys.map((k) => k.kid)).toContain(old.currentKid);
    now.t = t0 + KEY_RETENTION_SECONDS;
    expect(await ring.withKid('r', old.currentKid)).toBeNull();
  });
});

const concurrencyTargets: { name: string; open(): Promise<{ nodes: [Db, Db]; cleanup(): Promise<void> }> }[] = [
  {
    name: 'SQLite',
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-keys-'));
      const file = `sqlite:${path.join(dir, 'c.sqlite')}`;
      const a = await openDatabase(file);
      await migrate(a);
      const b = await openDatabase(file);
      return {
        nodes: [a.db, b.db],
        cleanup: async () => {
          await a.db.destroy();
          await b.db.destroy();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      const name = `keys_test_${randomUUID().replace(/-/g, '')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      const a = await openDatabase(url.toString());
      await migrate(a);
      const b = await openDatabase(url.toString());
      return {
        nodes: [a.db, b.db],
        cleanup: async () => {
          await a.db.destroy();
          await b.db.destroy();
          await admin.query(`drop database ${name}`);
          await admin.end();
        },
      };
    },
  },
];

for (const target of concurrencyTargets) {
  describe(`Concurrent rotation: two nodes rotating at once leave one current key (${target.name})`, () => {
    let env: Awaited<ReturnType<(typeof concurrencyTargets)[number]['open']>>;
    beforeAll(async () => {
      env = await target.open();
    });
    afterAll(async () => {
      await env?.cleanup();
    });

    it('two operators rotating at once make one new key, which both are told', async () => {
      const [a, b] = env.nodes;
      const first = await loadTenantKeys(a, 'op', { rotationDays: 90 });
      const [kidA, kidB] = await Promise.all([rotateSigningKeys(a, 'op'), rotateSigningKeys(b, 'op')]);
      expect(kidA).toBe(kidB);
      expect((await storedSet(a, 'op')).keys.map((k) => k.jwk.kid)).toEqual([kidA, first.currentKid]);
    });

    it('two nodes finding the key too old at once rotate it once', async () => {
      const [a, b] = env.nodes;
      const t0 = 1_900_000_000;
      const first = await loadTenantKeys(a, 'auto', { rotationDays: 90, now: () => t0 });
      const late = { rotationDays: 90, now: () => t0 + 91 * DAY };
      const [ka, kb] = await Promise.all([loadTenantKeys(a, 'auto', late), loadTenantKeys(b, 'auto', late)]);
      expect(ka.currentKid).toBe(kb.currentKid);
      expect(ka.currentKid).not.toBe(first.currentKid);
      expect((await storedSet(b, 'auto')).keys).toHaveLength(2);
    });

    it("two nodes making a tenant's first keys at once agree on them", async () => {
      const [a, b] = env.nodes;
      const [ka, kb] = await Promise.all([
        loadTenantKeys(a, 'new', { rotationDays: 90 }),
        loadTenantKeys(b, 'new', { rotationDays: 90 }),
      ]);
      expect(ka.currentKid).toBe(kb.currentKid);
    });
  });
}

describe('The JWKS endpoint lists the current key and the retained ones, public halves only', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(async () => {
    await env?.close();
    vi.useRealTimers();
  });

  it("publishes [current, retained] per tenant, and not another tenant's keys", async () => {
    const first = (await jwksOf(env, MAIN)).keys;
    expect(first).toHaveLength(1);
    const newKid = await rotateSigningKeys(env.db, 'bearing');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (KEY_RELOAD_SECONDS + 1) * 1000 });
    const keys = (await jwksOf(env, MAIN)).keys;
    expect(keys.map((k) => k.kid)).toEqual([newKid, first[0].kid]);
    for (const k of keys) {
      expect(k).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(k.d).toBeUndefined();
      expect(k.p).toBeUndefined();
    }
    const north = (await jwksOf(env, NORTHWIND)).keys.map((k) => k.kid);
    expect(north).toHaveLength(1);
    expect(north).not.toContain(newKid);
    expect(north).not.toContain(first[0].kid);
    // Past the retention, only the current key is left.
    vi.setSystemTime(Date.now() + KEY_RETENTION_SECONDS * 1000);
    expect((await jwksOf(env, MAIN)).keys.map((k) => k.kid)).toEqual([newKid]);
  });
});

describe('Upgrade: a database with the one shared key set keeps working', () => {
  let env: TestEnv;
  let shared: JWK;
  beforeAll(async () => {
    env = await createTestEnv();
    // What the previous release stored: one key set for every tenant.
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    shared = { ...(await exportJWK(privateKey)), kid: 'shared-before-upgrade', alg: 'RS256', use: 'sig' };
    await insertKeyValueIfAbsent(env.db, JWKS_KEY, JSON.stringify({ keys: [shared] }));
  });
  afterAll(async () => {
    await env?.close();
  });

  it("verifies tokens the shared key signed before the upgrade, on every tenant, while new tokens use the tenant's own key", async () => {
    const ivy = await signIn(env.app, MAIN, 'bearing', 'ivy@example.test');
    const nora = await signIn(env.app, NORTHWIND, 'northwind', 'nora@example.test');
    expect(decodeProtectedHeader(ivy.tokens.access_token).kid).not.toBe(shared.kid);
    expect(decodeProtectedHeader(nora.tokens.access_token).kid).not.toBe(shared.kid);
    expect(await account(env, MAIN, await resign(ivy.tokens.access_token, shared))).toBe(200);
    expect(await account(env, NORTHWIND, await resign(nora.tokens.access_token, shared))).toBe(200);
    expect((await jwksOf(env, MAIN)).keys.map((k) => k.kid)).toContain(shared.kid);
    // Adopted as a retired key: dropped with the retention like any superseded key.
    const stored = await storedSet(env.db, 'bearing');
    expect(stored.keys[1]).toMatchObject({ jwk: { kid: shared.kid } });
    expect(typeof stored.keys[1].retiredAt).toBe('number');
  });
});

describe('Operator: rotate-keys rotates the named tenants (or all) now', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(async () => {
    await env?.close();
  });

  it('rotates each tenant named, refuses an unknown one, and --all takes every tenant', async () => {
    const { rotateKeys } = await import('../operations/rotate-keys');
    const before = await loadTenantKeys(env.db, 'northwind', { rotationDays: 90 });
    const [line] = await rotateKeys(env.db, ['northwind']);
    const after = await loadTenantKeys(env.db, 'northwind', { rotationDays: 90 });
    expect(line).toBe(`northwind: now signing with key ${after.currentKid}`);
    expect(after.publicJwks.keys.map((k) => k.kid)).toEqual([after.currentKid, before.currentKid]);
    await expect(rotateKeys(env.db, ['nobody'])).rejects.toThrow('no such tenant: nobody');
    expect((await rotateKeys(env.db, 'all')).map((l) => l.split(':')[0])).toEqual(['bearing', 'northwind']);
  });
});
