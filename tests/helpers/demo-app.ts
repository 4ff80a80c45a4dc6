import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrate, openDatabase, type Db } from '../../src/server/db/database';
import { bearer, MAIN, NORTHWIND, signIn } from './sign-in-env';
import { DEMO_PASSWORD } from '../../src/server/seed/people';
import { seedDemo } from '../../src/server/seed/seed';
import { SEED_COST } from '../../src/server/services/passwords';
import { copyDemoTemplate } from './demo-template';

/*
 * The real app on a temporary SQLite file holding the real (small) demo catalogue, indexed,
 * with a signed-in helper per demo user: server tests of search, home and the resolvers.
 */

export interface DemoApp {
  app: FastifyInstance;
  db: Db;
  /** Headers of a signed-in demo user (e.g. 'ivy@example.com' on MAIN); tokens are cached per user. */
  as(email: string, origin?: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

export { MAIN, NORTHWIND };

export async function createDemoApp(opts: { documents?: number } = {}): Promise<DemoApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-demo-'));
  const file = path.join(dir, 'test.sqlite');
  // The run's seeded and indexed template when it has this catalogue size; else seeded here.
  const copied = await copyDemoTemplate(file, opts.documents ?? 60, path.join(dir, 'files'));
  const open = await openDatabase(`sqlite:${file}`);
  await migrate(open);
  if (!copied) await seedDemo(open.db, { documents: opts.documents ?? 60, filesDir: path.join(dir, 'files') });
  // Seeding and indexing run in this process: no overload refusals in these tests.
  const config = { ...loadConfig({ DATA_DIR: dir, MAX_EVENT_LOOP_DELAY_MS: '0' }), distDir: path.join(dir, 'no-dist') };
  // Seeded hashes stay at the seed's cost: upgrading each user's at first sign-in would cost ~0.4 s a user.
  const app = await buildApp({ config, db: open.db, dialect: 'sqlite', logger: false, passwordCost: SEED_COST });
  await app.ready();
  if (!copied) await app.searchIndex.rebuild();
  const tokens = new Map<string, Record<string, string>>();
  return {
    app,
    db: open.db,
    async as(email, origin = MAIN) {
      const key = `${origin} ${email}`;
      let h = tokens.get(key);
      if (!h) {
        const tenantId = origin === NORTHWIND ? 'northwind' : 'bearing';
        const { tokens: t } = await signIn(app, origin, tenantId, email, DEMO_PASSWORD);
        tokens.set(key, (h = bearer(origin, t.access_token)));
      }
      return h;
    },
    async close() {
      await app.close();
      await open.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
