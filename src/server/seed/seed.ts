import fs from 'node:fs/promises';
import path from 'node:path';
import { PostgresAdapter, sql } from 'kysely';
import type { Db, DbOrTx } from '../db/database';
import type { Database } from '../db/schema';
import { SEED_COST, hashPassword } from '../services/passwords';
import { normaliseCidr } from '../services/access/ip-ranges';
import { digest } from './rng';
import { PRODUCTS, PUBLISHERS, TENANTS } from './orgs';
import { seedDemoFederation } from './company-idp';
import { ACCOUNTS, DEMO_PASSWORD, OPERATIONS_OFFICE, USERS, addressOf } from './people';
import { TaxonomyIndex, buildTaxonomy } from './taxonomy';
import { CatalogueGenerator } from './catalogue';
import { seedGroups } from './groups';
import { seedCustomCollections } from './custom-collections';
import { seedCompassPoints } from './compass-points';
import { SeedDelivery } from './delivery';
import { importSeedDelivery } from './import-delivery';
import { clearAllSearchPending } from '../repositories/content-writes';

export interface SeedOptions {
  documents: number;
  filesDir: string;
  /** Where the import keeps its work (DATA_DIR; the folder above filesDir when not given); the delivery is written under it and removed once imported. */
  dataDir?: string;
  seed?: number;
  /** Deliver a PDF with every edition (default true); without, each edition is its STS alone (large search catalogues). */
  files?: boolean;
  log?: (msg: string) => void;
}

const SEED_VERSION_KEY = 'seed.version';
// Well under PostgreSQL's 65535 bind parameters and SQLite's 32766 variables per statement.
const MAX_PARAMS = 20_000;
// Tables whose ids the seed assigns itself; PostgreSQL's sequences must be moved past them.
const ID_TABLES = ['publishers', 'subscription_products', 'accounts', 'users', 'taxonomy_nodes'] as const;

/** True once a seed has completed on this database. */
export async function isSeeded(db: DbOrTx): Promise<boolean> {
  const row = await db.selectFrom('key_values').select('value').where('key', '=', SEED_VERSION_KEY).executeTakeFirst();
  return row !== undefined;
}

async function insertChunked<T extends keyof Database & string>(db: DbOrTx, table: T, rows: readonly object[]) {
  if (rows.length === 0) return;
  const per = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += per)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + per) as any)
      .execute();
}

async function seedPeopleAndOrganisations(db: Db, seed: number) {
  const hashes = await Promise.all(
    USERS.map((u) => hashPassword(DEMO_PASSWORD, { salt: digest('salt', seed, u.email).subarray(0, 16), cost: SEED_COST })),
  );
  const accountById = new Map(ACCOUNTS.map((a) => [a.id, a]));
  await db.transaction().execute(async (trx) => {
    await insertChunked(
      trx,
      'tenants',
      TENANTS.map((t) => ({ id: t.id, name: t.name, is_main: t.is_main, config_json: JSON.stringify(t.config) })),
    );
    await insertChunked(
      trx,
      'tenant_hosts',
      TENANTS.flatMap((t) => t.hosts.map((host) => ({ host, tenant_id: t.id }))),
    );
    await insertChunked(
      trx,
      'publishers',
      PUBLISHERS.map((p) => ({ id: p.id, code: p.code, name: p.name })),
    );
    await insertChunked(trx, 'subscription_products', PRODUCTS);
    await insertChunked(trx, 'taxonomy_nodes', buildTaxonomy());
    await insertChunked(
      trx,
      'accounts',
      ACCOUNTS.map((a) => ({
        id: a.id,
        tenant_id: a.tenant,
        name: a.name,
        acronym: a.acronym,
        compass_point_flag: a.flags?.compass_point_flag ?? 0,
        semantic_search_flag: a.flags?.semantic_search_flag ?? 0,
        custom_collection: a.flags?.custom_collection ?? 0,
        group_feature: a.flags?.group_feature ?? 0,
        content_security: a.content_security ?? null,
        lca_accepted_at: null,
        lca_required: a.flags?.lca_required ?? 0,
        settings_json: JSON.stringify(a.settings ?? {}),
        ip_access_enabled: a.ipAccess ? 1 : 0,
      })),
    );
    await insertChunked(
      trx,
      'account_ip_ranges',
      ACCOUNTS.flatMap((a) => (a.ipRanges ?? []).map((cidr) => ({ account_id: a.id, cidr: normaliseCidr(cidr) }))),
    );
    const productByCode = new Map(PUBLISHERS.map((p) => [p.code, PRODUCTS.find((x) => x.publisher_id === p.id)!.id]));
    await insertChunked(
      trx,
      'account_subscriptions',
      ACCOUNTS.flatMap((a) => a.subscriptions.map((code) => ({ account_id: a.id, product_id: productByCode.get(code)! }))),
    );
    await insertChunked(
      trx,
      'users',
      USERS.map((u, i) => {
        const home = u.accounts.length ? accountById.get(u.accounts[0])! : null;
        const type = u.type ?? 'INDIVIDUAL';
        return {
          id: u.id,
          tenant_id: home?.tenant ?? u.tenant!,
          email: u.email,
          password_hash: hashes[i],
          first_name: u.first,
          last_name: u.last,
          company_name: home && (type === 'COMPANY' || home.acronym) ? home.name : null,
          user_type: type,
          lang_key: 'EN',
          authorities: u.authorities ?? '',
          auth_type: 'PWD',
          address_json: addressOf(home ?? OPERATIONS_OFFICE, u.id),
          created_at: new Date(Date.UTC(2025, 0, 6, 9, u.id)).toISOString(),
        };
      }),
    );
    await insertChunked(
      trx,
      'user_entitlements',
      USERS.flatMap((u) => u.accounts.map((account_id) => ({ user_id: u.id, account_id }))),
    );
    await seedDemoFederation(trx);
  });
}

/** Seeds the deterministic demo catalogue into a migrated, empty database. */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<{ documents: number; ms: number }> {
  const started = performance.now();
  const seed = opts.seed ?? 1;
  const log = opts.log ?? (() => {});
  if (await isSeeded(db)) throw new Error('the database is already seeded');
  await seedPeopleAndOrganisations(db, seed);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const t of ID_TABLES)
      await sql`select setval(pg_get_serial_sequence(${t}, 'id'), (select coalesce(max(id), 1) from ${sql.table(t)}))`.execute(
        db,
      );
  }

  // The catalogue is written as a publisher's delivery (STS and PDF files), then imported like one.
  const taxonomy = buildTaxonomy();
  const generator = new CatalogueGenerator(seed, new TaxonomyIndex(taxonomy));
  const codeOf = new Map(PUBLISHERS.map((p) => [p.id, p.code]));
  const dataDir = opts.dataDir ?? path.dirname(path.resolve(opts.filesDir));
  const deliveryDir = path.join(dataDir, 'imports', `seed-${process.pid}-${Date.now()}`);
  const delivery = new SeedDelivery({ dir: deliveryDir, pdf: opts.files !== false }, taxonomy, (id) => codeOf.get(id)!);
  let made = 0;
  let nextLog = 10_000;
  try {
    while (made < opts.documents) {
      const group = generator.next(opts.documents - made);
      made += group.documents.length;
      await delivery.add(group);
      if (made >= nextLog) {
        log(`wrote ${made} of ${opts.documents} documents`);
        nextLog += 10_000;
      }
    }
    await importSeedDelivery(db, { dir: deliveryDir, filesDir: opts.filesDir, dataDir, log });
  } finally {
    await fs.rm(deliveryDir, { recursive: true, force: true });
  }
  await seedGroups(db);
  await seedCustomCollections(db);
  await seedCompassPoints(db, opts);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Planner statistics for what was just loaded. Autovacuum analyzes a table some time after a
    // bulk load, or never while one runs for long; until then PostgreSQL guesses row counts, and at
    // a million documents it guessed 785,000 rows for 25 documents' sections and scanned all ten
    // million (2.2 s where the index answers in 7 ms).
    // This schema's tables only: a bare ANALYZE would go through every schema of the database.
    const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = current_schema()`.execute(
      db,
    );
    for (const { tablename } of tables.rows) await sql`analyze ${sql.table(tablename)}`.execute(db);
  }
  // The seed's caller indexes the whole catalogue (server.ts, cli.ts): nothing is left pending.
  await clearAllSearchPending(db);
  // Written last: its presence means a complete catalogue.
  await db
    .insertInto('key_values')
    .values({ key: SEED_VERSION_KEY, value: JSON.stringify({ version: 1, seed, documents: made, files: opts.files !== false }) })
    .execute();
  return { documents: made, ms: Math.round(performance.now() - started) };
}
