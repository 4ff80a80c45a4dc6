import fs from 'node:fs';
import path from 'node:path';
import {
  Migrator,
  PostgresDialect,
  type Kysely,
  type Migration,
  type MigrationProvider,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import { kyselyWithRequestTransactions } from './request-transaction';
import { withStatementCache } from './statement-cache';
import { allowReaders, endReaders } from './postgres-readers';
import { SQLITE_BUSY_TIMEOUT_MS, WriterSqliteDialect } from './sqlite-dialect';
import { openNodeSqlite } from './node-sqlite';
import type { Database } from './schema';
import { foundation } from './migrations/0001-foundation';
import { search } from './migrations/0002-search';
import { userDocuments } from './migrations/0003-user-documents';
import { notes } from './migrations/0004-notes';
import { compare } from './migrations/0005-compare';
import { accountResources } from './migrations/0008-account-resources';
import { compassPoints } from './migrations/0006-compass-points';
import { groupsShares } from './migrations/0007-groups-shares';
import { usageAdmin } from './migrations/0009-usage-admin';
import { idempotency } from './migrations/0010-idempotency';
import { idempotencyLease } from './migrations/0011-idempotency-lease';
import { adminScopes } from './migrations/0012-admin-scopes';
import { institutionalAccess } from './migrations/0013-institutional-access';
import { accountFederation } from './migrations/0014-account-federation';
import { contentImport } from './migrations/0015-content-import';

export type Db = Kysely<Database>;
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Kysely<Database> | Transaction<Database>;

export interface OpenDatabase {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** PostgreSQL schema the tables live in, when not the default search path. */
  schema?: string;
}

/** How a PostgreSQL database was opened: what a dedicated connection (LISTEN) needs. */
export interface PostgresSettings {
  connectionString: string;
  searchPath?: string;
}
const postgresSettings = new WeakMap<Db, PostgresSettings>();

/** The settings `db` was opened with, when it is PostgreSQL opened by openDatabase. */
export function postgresSettingsOf(db: Db): PostgresSettings | undefined {
  return postgresSettings.get(db);
}

/**
 * Opens SQLite (a `sqlite:` URL, the embedded default) or PostgreSQL (a postgres:// URL), able to
 * run one request's work in one transaction (request-transaction.ts).
 */
export async function openDatabase(url: string, opts: { searchPath?: string } = {}): Promise<OpenDatabase> {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pg = await import('pg');
    const Pool = pg.default.Pool;
    // Keep bigint counts as numbers: counts here never approach 2^53.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    // A search path lets tests (and tenants of a shared cluster) keep their tables in their own schema.
    const searchPath = opts.searchPath ? `-c search_path=${opts.searchPath}` : '';
    const poolWith = (options: string, max: number) => new Pool({ connectionString: url, max, ...(options ? { options } : {}) });
    const pool = poolWith(searchPath, 10);
    // Destroying the database ends the pools of its readers too (postgres-readers.ts).
    const pools = {
      connect: () => pool.connect(),
      end: async () => {
        await endReaders(db);
        await pool.end();
      },
    };
    const db = kyselyWithRequestTransactions<Database>(new PostgresDialect({ pool: pools }));
    allowReaders(db, (options, max) => poolWith([searchPath, options].filter(Boolean).join(' '), max));
    postgresSettings.set(db, { connectionString: url, searchPath: opts.searchPath });
    return { db, dialect: 'postgres', schema: opts.searchPath };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = await openSqlite(file);
  // WAL lets readers go on while the seed or a job writes.
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec('PRAGMA synchronous = NORMAL');
  // A node's workers share the file: a writer waits for another's commit rather than failing.
  sqlite.exec(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return {
    db: kyselyWithRequestTransactions<Database>(new WriterSqliteDialect({ database: withStatementCache(sqlite.database) })),
    dialect: 'sqlite',
  };
}

/**
 * The embedded database's driver: Node's own SQLite from Node 24 on (better-sqlite3 12 aborts
 * there, see node-sqlite.ts), better-sqlite3 on Node 20 and 22, where node:sqlite is missing or
 * still experimental. SQLITE_DRIVER=node or better-sqlite3 picks one explicitly.
 */
async function openSqlite(file: string): Promise<{ database: SqliteDatabase; exec: (sql: string) => void }> {
  const wanted = process.env.SQLITE_DRIVER ?? (Number(process.versions.node.split('.')[0]) >= 24 ? 'node' : 'better-sqlite3');
  if (wanted === 'node') {
    const builtIn = await openNodeSqlite(file);
    if (builtIn) return builtIn;
    if (process.env.SQLITE_DRIVER === 'node')
      throw new Error(`SQLITE_DRIVER=node needs Node 22.16 or later with node:sqlite; this is Node ${process.versions.node}`);
  } else if (wanted !== 'better-sqlite3') {
    throw new Error(`SQLITE_DRIVER must be node or better-sqlite3, not ${wanted}`);
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(file);
  return { database: db, exec: (sql) => db.exec(sql) };
}

class CodeMigrations implements MigrationProvider {
  constructor(private pg: boolean) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001-foundation': foundation(this.pg),
      '0002-search': search(this.pg),
      '0003-user-documents': userDocuments(this.pg),
      '0004-notes': notes(this.pg),
      '0005-compare': compare(this.pg),
      '0006-compass-points': compassPoints(this.pg),
      '0007-groups-shares': groupsShares(this.pg),
      '0008-account-resources': accountResources(this.pg),
      '0009-usage-admin': usageAdmin(this.pg),
      '0010-idempotency': idempotency(this.pg),
      '0011-idempotency-lease': idempotencyLease(this.pg),
      '0012-admin-scopes': adminScopes(this.pg),
      '0013-institutional-access': institutionalAccess(this.pg),
      '0014-account-federation': accountFederation(this.pg),
      '0015-content-import': contentImport(this.pg),
    };
  }
}

/** Brings the schema up to date; the same migrations run on both dialects. */
export async function migrate(open: OpenDatabase): Promise<void> {
  // Kysely looks for its lock table across schemas; naming ours keeps parallel schemas apart.
  const migrator = new Migrator({
    db: open.db,
    provider: new CodeMigrations(open.dialect === 'postgres'),
    ...(open.schema ? { migrationTableSchema: open.schema } : {}),
    // Each migration only adds its own tables and indexes, so a database that took a later one
    // first (work landed in parallel) may still take an earlier one it has not seen.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`);
  }
}
