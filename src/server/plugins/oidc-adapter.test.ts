import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type OpenDatabase } from '../db/database';
import { kyselyAdapter } from './oidc-adapter';
import { loadCookieKeys, loadTenantKeys } from './oidc-keys';

const PG_URL = process.env.TEST_DATABASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;

interface Target {
  name: string;
  open(): Promise<{ open: OpenDatabase; cleanup(): Promise<void> }>;
}

const targets: Target[] = [
  {
    name: 'SQLite',
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-adapter-'));
      const open = await openDatabase(`sqlite:${path.join(dir, 'a.sqlite')}`);
      return {
        open,
        cleanup: async () => {
          await open.db.destroy();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      // A database of its own: Kysely's migrator looks for its lock table across schemas, so a
      // schema per run would collide with other suites migrating at the same time.
      const name = `oidc_test_${randomUUID().replace(/-/g, '')}`;
      const admin = new pg.Client({ connectionString: PG_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(PG_URL);
      url.pathname = `/${name}`;
      const open = await openDatabase(url.toString());
      return {
        open,
        cleanup: async () => {
          await open.db.destroy();
          await admin.query(`drop database ${name}`);
          await admin.end();
        },
      };
    },
  },
];

for (const target of targets) {
  describe(`Provider state persists in the database so a restart signs nobody out (${target.name})`, () => {
    let env: Awaited<ReturnType<Target['open']>>;
    beforeAll(async () => {
      env = await target.open();
      await migrate(env.open);
    });
    afterAll(async () => {
      await env?.cleanup();
    });

    it('round-trips upsert, find, findByUid, findByUserCode and replaces on upsert', async () => {
      const Adapter = kyselyAdapter(env.open.db);
      const sessions = new Adapter('Session');
      await sessions.upsert('s1', { uid: 'u1', accountId: '7', exp: 1 }, 60);
      expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: '7', exp: 1 });
      expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: '7', exp: 1 });
      await sessions.upsert('s1', { uid: 'u1', accountId: '8' }, 60);
      expect((await sessions.find('s1'))?.accountId).toBe('8');
      const devices = new Adapter('DeviceCode');
      await devices.upsert('d1', { userCode: 'ABCD' }, 60);
      expect(await devices.findByUserCode('ABCD')).toEqual({ userCode: 'ABCD' });
      // Same id, other model: kept apart.
      expect(await new Adapter('Grant').find('s1')).toBeUndefined();
    });

    it('marks consumed instances and forgets expired and destroyed ones', async () => {
      const Adapter = kyselyAdapter(env.open.db);
      const codes = new Adapter('AuthorizationCode');
      await codes.upsert('c1', { grantId: 'g1' }, 60);
      expect((await codes.find('c1'))?.consumed).toBeUndefined();
      await codes.consume('c1');
      expect(typeof (await codes.find('c1'))?.consumed).toBe('number');
      await codes.upsert('old', { grantId: 'g1' }, -1);
      expect(await codes.find('old')).toBeUndefined();
      await codes.destroy('c1');
      expect(await codes.find('c1')).toBeUndefined();
    });

    it('revokes by grant id within the model only', async () => {
      const Adapter = kyselyAdapter(env.open.db);
      const refresh = new Adapter('RefreshToken');
      const access = new Adapter('AccessToken');
      await refresh.upsert('r1', { grantId: 'g2' }, 60);
      await refresh.upsert('r2', { grantId: 'g2' }, 60);
      await refresh.upsert('r3', { grantId: 'g3' }, 60);
      await access.upsert('a1', { grantId: 'g2' }, 60);
      await refresh.revokeByGrantId('g2');
      expect(await refresh.find('r1')).toBeUndefined();
      expect(await refresh.find('r2')).toBeUndefined();
      expect(await refresh.find('r3')).toBeDefined();
      expect(await access.find('a1')).toBeDefined();
    });

    it('generates signing and cookie keys once, shared by nodes starting together', async () => {
      const load = () => loadTenantKeys(env.open.db, 't1', { rotationDays: 90 });
      const [a, b] = await Promise.all([load(), load()]);
      expect(a.currentKid).toBe(b.currentKid);
      expect(a.publicJwks.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: a.currentKid })]);
      expect((await load()).currentKid).toBe(a.currentKid);
      const [c, d] = await Promise.all([loadCookieKeys(env.open.db), loadCookieKeys(env.open.db)]);
      expect(c).toEqual(d);
      expect(c[0].length).toBeGreaterThanOrEqual(32);
    });
  });
}
