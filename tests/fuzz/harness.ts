import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { createDemoApp, type DemoApp } from '../helpers/demo-app';
import { bearer, signIn } from '../helpers/sign-in-env';
import { DEMO_PASSWORD } from '../../src/server/seed/people';
import { OPENAPI_PATH } from '../../src/api/openapi';
import type { KnownValues } from './cases';
import { fuzzContract, type FuzzReport } from './contract-fuzz';

/*
 * The fuzzer's target: the real app on a fresh demo database, listening on a loopback port, with
 * a demo user signed in through the provider. Reading the database directly is what lets the
 * fuzzer prove that a refused write wrote nothing.
 */

/** Tables whose rows are logs or caches: refused requests may (and should) leave a trace there. */
const LOG_TABLES = new Set([
  'audit_events',
  'usage_events',
  'idempotency_keys',
  'oidc_payloads',
  'key_values',
  'document_embeddings',
  'document_sections',
]);

async function userDataDigest(demo: DemoApp): Promise<string> {
  const tables = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'search_%' order by name`.execute(
    demo.db,
  );
  const hash = createHash('sha256');
  for (const { name } of tables.rows) {
    if (LOG_TABLES.has(name)) continue;
    const rows = await sql`select * from ${sql.table(name)} order by rowid`.execute(demo.db);
    hash.update(name).update(JSON.stringify(rows.rows));
  }
  return hash.digest('hex');
}

async function knownValues(demo: DemoApp): Promise<KnownValues> {
  const docs = await demo.db
    .selectFrom('documents')
    .innerJoin('families', 'families.id', 'documents.family_id')
    .select(['documents.id', 'documents.content_code', 'families.family_value'])
    .limit(20)
    .execute();
  const points = await demo.db.selectFrom('compass_points').select(['id', 'uuid']).limit(10).execute();
  const groups = await demo.db.selectFrom('user_groups').select('id').limit(10).execute();
  const accounts = await demo.db.selectFrom('accounts').select('id').limit(10).execute();
  const docIds = docs.map((d) => d.id);
  return {
    contentCode: docs.map((d) => d.content_code),
    contentCodes: docs.slice(0, 3).map((d) => d.content_code),
    contentId: docIds,
    contentID: docIds,
    leftContentId: docIds,
    rightContentId: docIds,
    newHtmlId: docIds,
    oldHtmlId: docIds,
    family: docs.map((d) => d.family_value),
    familyName: docs.map((d) => d.family_value),
    id: [...points.map((p) => p.id), ...groups.map((g) => g.id), ...docIds.slice(0, 5)],
    compassPointID: points.map((p) => p.id),
    compassPointUUID: points.map((p) => p.uuid),
    groupId: groups.map((g) => g.id),
    groupID: groups.map((g) => g.id),
    accountId: accounts.map((a) => a.id),
    accountID: accounts.map((a) => a.id),
  };
}

export interface FuzzRun {
  report: FuzzReport;
  seconds: number;
}

/** Starts the target, fuzzes it as `email`, and closes it. */
export async function fuzzDemoServer(opts: {
  cases: number;
  seed: number;
  email?: string;
  documents?: number;
}): Promise<FuzzRun> {
  const demo = await createDemoApp({ documents: opts.documents ?? 20 });
  try {
    await demo.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (demo.app.server.address() as AddressInfo).port;
    // The tenant is found by host name and each host is its own issuer: sign in as localhost:port.
    const origin = `http://localhost:${port}`;
    const email = opts.email ?? 'ivy@example.com';
    const doc = await (await fetch(origin + OPENAPI_PATH)).json();
    const started = performance.now();
    const report = await fuzzContract({
      baseUrl: origin,
      doc,
      cases: opts.cases,
      seed: opts.seed,
      known: await knownValues(demo),
      signIn: async () => ({
        authorization: bearer(origin, (await signIn(demo.app, origin, 'bearing', email, DEMO_PASSWORD)).tokens.access_token)
          .authorization,
      }),
      dataDigest: () => userDataDigest(demo),
    });
    return { report, seconds: (performance.now() - started) / 1000 };
  } finally {
    await demo.close();
  }
}
