import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestDatabase } from './databases';
import type { DemoApp } from './demo-app';
import { MAIN } from './demo-app';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { bearer, signIn } from './sign-in-env';
import { DEMO_PASSWORD } from '../../src/server/seed/people';
import { SEED_COST } from '../../src/server/services/passwords';
import { seedDemo } from '../../src/server/seed/seed';
import { compassPoint, type CompassPoint, type CompassPointCreateBody } from '../../src/api/compass-points';

/* Shared by the compass-point route tests: the personas of the access matrix and a point factory. */

export const anon = { host: new URL(MAIN).host };

export interface Personas {
  /** The creator (account 1). */
  ivy: Record<string, string>;
  /** Another individual of the same account. */
  owen: Record<string, string>;
  /** COMPASS_POINT_ADMIN of the same account (granted by the test). */
  tomas: Record<string, string>;
  /** An individual of another account with compass points (account 4). */
  felix: Record<string, string>;
  /** COMPASS_POINT_ADMIN of another account (account 4). */
  cpadmin: Record<string, string>;
  /** A company user. */
  carl: Record<string, string>;
  /** An individual whose account has no compass-point flag (account 3). */
  ada: Record<string, string>;
}

export async function personas(d: DemoApp): Promise<Personas> {
  // Tomas (account 1) is made the account's compass-point administrator for the matrix.
  await d.db
    .updateTable('users')
    .set({ authorities: 'COMPASS_POINT_ADMIN,COMPASS_USER' })
    .where('email', '=', 'tomas.reed@example.com')
    .execute();
  const [ivy, owen, tomas, felix, cpadmin, carl, ada] = await Promise.all(
    [
      'ivy@example.com',
      'owen.hale@example.com',
      'tomas.reed@example.com',
      'felix.grant@example.com',
      'cpadmin@example.com',
      'carl@example.com',
      'admin@example.com',
    ].map((e) => d.as(e)),
  );
  return { ivy, owen, tomas, felix, cpadmin, carl, ada };
}

/** A main-publisher edition every persona's account subscribes to (MSA), with its first sentence-ish text. */
export async function mainDoc(d: DemoApp, nth = 0) {
  return d.db
    .selectFrom('documents')
    .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
    .select(['documents.id', 'documents.content_code', 'documents.designation_no', 'documents.page_count'])
    .where('publishers.code', '=', 'MSA')
    .where('documents.pdf_path', 'is not', null)
    .where('documents.downloadable', '=', 1)
    .orderBy('documents.id', 'desc')
    .offset(nth)
    .limit(1)
    .executeTakeFirstOrThrow();
}

export const body = (contentID: number, over: Partial<CompassPointCreateBody> = {}): CompassPointCreateBody => ({
  name: 'Tensile clause',
  description: 'Check before testing',
  overlayDetails: 'Lab A',
  contentID,
  selectionData: { rects: [{ pageNumber: 1, x: 100, y: 600, width: 120, height: 12 }] },
  selectionMetadata: {
    pageNumber: 1,
    selectionText: 'tensile strength of steel',
    annotationID: `cp-${Math.random().toString(36).slice(2)}`,
  },
  ...over,
});

export async function create(
  d: DemoApp,
  who: Record<string, string>,
  contentID: number,
  over: Partial<CompassPointCreateBody> = {},
): Promise<CompassPoint> {
  const r = await d.app.inject({ method: 'POST', url: '/api/v1/compasspoint', headers: who, payload: body(contentID, over) });
  if (r.statusCode !== 201) throw new Error(`create failed ${r.statusCode} ${r.body}`);
  return compassPoint.parse(r.json());
}

/** The real app on a seeded test database of either dialect (createDemoApp is SQLite only). */
export async function demoAppOn(t: TestDatabase, documents = 60): Promise<DemoApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-cp-'));
  await seedDemo(t.db, { documents, filesDir: path.join(dir, 'files') });
  const config = { ...loadConfig({ DATA_DIR: dir, MAX_EVENT_LOOP_DELAY_MS: '0' }), distDir: path.join(dir, 'no-dist') };
  const app = await buildApp({ config, db: t.db, dialect: t.dialect, logger: false, passwordCost: SEED_COST });
  await app.ready();
  const tokens = new Map<string, Record<string, string>>();
  return {
    app,
    db: t.db,
    async as(email) {
      let h = tokens.get(email);
      if (!h) {
        const { tokens: tk } = await signIn(app, MAIN, 'bearing', email, DEMO_PASSWORD);
        tokens.set(email, (h = bearer(MAIN, tk.access_token)));
      }
      return h;
    },
    async close() {
      await app.close();
      await t.cleanup();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
