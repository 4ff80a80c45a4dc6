import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, Kysely, sql, type DatabaseConnection, type Dialect, type Driver, type TransactionSettings } from 'kysely';
import { TableWritesPlugin, attachTableWrites } from './table-writes';

/*
 * One transaction for all of one request's database work: an idempotent write keeps its reply in
 * the same transaction as its change (src/README.md §5), so a crash leaves both or neither.
 *
 * Services reach the database through `req.server.db`, `app.db` or an object holding it (the
 * search index, the provider's adapter). Rather than thread a transaction through all of them,
 * the database's driver gives every query made in the request's async context the request's
 * connection, its transaction open, and turns a service's own `db.transaction()` into a savepoint
 * inside it. Outside that context nothing changes. Handing services a Kysely Transaction instead
 * would miss every path that still uses the plain database, and on SQLite (one connection) such a
 * query would wait forever for the connection its own request holds.
 *
 * Costs, by design: on SQLite the request holds the only connection until it commits, so other
 * requests' queries wait for it (writes were serialised already); on PostgreSQL the request
 * holds one pooled connection and its row locks until it commits.
 */

interface Scope {
  driver: RequestScopedDriver;
  connection: DatabaseConnection;
  open: boolean;
  /** A service transaction inside the request (a savepoint); they run one at a time. */
  nested: Promise<void>;
  endNested: (() => void) | null;
  /** Run once the request's transaction has committed (afterCommit); dropped on rollback. */
  committed: (() => void)[];
  /** Run once the request's transaction has ended, committed or not (afterTransactionOnce), by key. */
  ended: Map<unknown, () => void>;
}

const scopes = new AsyncLocalStorage<Scope>();
const drivers = new WeakMap<Kysely<any>, RequestScopedDriver>();
const SAVEPOINT = 'request_nested';

class RequestScopedDriver implements Driver {
  /** The connection of each open request transaction, to its scope. */
  readonly pinned = new Map<DatabaseConnection, Scope>();
  initialised = false;

  constructor(readonly inner: Driver) {}

  async init(): Promise<void> {
    await this.inner.init();
    this.initialised = true;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const s = scopes.getStore();
    if (s && s.driver === this && s.open) return s.connection;
    return this.inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!this.pinned.has(connection)) await this.inner.releaseConnection(connection);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const s = this.pinned.get(connection);
    if (!s) return this.inner.beginTransaction(connection, settings);
    const before = s.nested;
    let end!: () => void;
    s.nested = new Promise((resolve) => {
      end = resolve;
    });
    await before;
    s.endNested = end;
    try {
      await connection.executeQuery(CompiledQuery.raw(`savepoint ${SAVEPOINT}`));
    } catch (err) {
      this.endNested(s);
      throw err;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const s = this.pinned.get(connection);
    if (!s) return this.inner.commitTransaction(connection);
    try {
      await connection.executeQuery(CompiledQuery.raw(`release savepoint ${SAVEPOINT}`));
    } finally {
      this.endNested(s);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const s = this.pinned.get(connection);
    if (!s) return this.inner.rollbackTransaction(connection);
    try {
      await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${SAVEPOINT}`));
      await connection.executeQuery(CompiledQuery.raw(`release savepoint ${SAVEPOINT}`));
    } finally {
      this.endNested(s);
    }
  }

  private endNested(s: Scope): void {
    const end = s.endNested;
    s.endNested = null;
    end?.();
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

function scopedDialect(inner: Dialect, made: (d: RequestScopedDriver) => void): Dialect {
  return {
    createDriver: () => {
      const d = new RequestScopedDriver(inner.createDriver());
      made(d);
      return d;
    },
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
  };
}

/** A Kysely on `dialect` whose queries join the request transaction of the context they run in. */
export function kyselyWithRequestTransactions<DB>(dialect: Dialect): Kysely<DB> {
  let driver: RequestScopedDriver | undefined;
  const writes = new TableWritesPlugin();
  const db = new Kysely<DB>({
    dialect: scopedDialect(dialect, (d) => {
      driver = d;
    }),
    plugins: [writes],
  });
  drivers.set(db, driver!);
  attachTableWrites(db, writes);
  return db;
}

/** An open request transaction: everything run inside `run` (and all it awaits) is part of it. */
export interface RequestTransaction {
  run<T>(fn: () => T): T;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  readonly open: boolean;
}

/**
 * Runs `fn` once what the calling context wrote is committed: at once outside a request
 * transaction (a service's own transaction has returned by the time it calls this), after the
 * request's commit inside one, never if the request rolls back. For telling other nodes about a
 * change (cluster/invalidation.ts): they must not re-read before the change is visible.
 */
export function afterCommit(fn: () => void): void {
  const s = scopes.getStore();
  if (s && s.open) s.committed.push(fn);
  else fn();
}

/**
 * Runs `fn` once the calling context's request transaction has ended, committed, rolled back or
 * failed (at once outside one); queued once per transaction for each `key`, however many writes
 * ask. For a cache that must forget what the transaction's own reads may have put in it.
 */
export function afterTransactionOnce(key: unknown, fn: () => void): void {
  const s = scopes.getStore();
  if (s && s.open) {
    if (!s.ended.has(key)) s.ended.set(key, fn);
  } else fn();
}

const runAll = (fns: Iterable<() => void>) => {
  for (const fn of fns) {
    try {
      fn();
    } catch {
      /* an after-commit step must not turn a committed write into a failure */
    }
  }
};

/** Begins a transaction for one request on `db` (made by kyselyWithRequestTransactions). */
export async function beginRequestTransaction(db: Kysely<any>): Promise<RequestTransaction> {
  const driver = drivers.get(db);
  if (!driver) throw new Error('this database was not opened with request transactions (openDatabase)');
  // The first query initialises the driver (on SQLite it opens the connection).
  if (!driver.initialised) await sql`select 1`.execute(db);
  const connection = await driver.inner.acquireConnection();
  try {
    await driver.inner.beginTransaction(connection, {});
  } catch (err) {
    await driver.inner.releaseConnection(connection);
    throw err;
  }
  const scope: Scope = {
    driver,
    connection,
    open: true,
    nested: Promise.resolve(),
    endNested: null,
    committed: [],
    ended: new Map(),
  };
  driver.pinned.set(connection, scope);

  const end = async (how: 'commit' | 'rollback') => {
    if (!scope.open) return;
    // A service transaction still running inside (work the request started and left) ends first.
    await scope.nested;
    scope.open = false;
    driver.pinned.delete(connection);
    try {
      if (how === 'commit') await driver.inner.commitTransaction(connection);
      else await driver.inner.rollbackTransaction(connection);
    } catch (err) {
      // A failed commit leaves nothing behind on either dialect; make sure of it and go on.
      if (how === 'commit') await driver.inner.rollbackTransaction(connection).catch(() => {});
      throw err;
    } finally {
      await driver.inner.releaseConnection(connection);
      const ended = [...scope.ended.values()];
      scope.ended.clear();
      runAll(ended);
    }
    const after = how === 'commit' ? scope.committed : [];
    scope.committed = [];
    runAll(after);
  };
  return {
    run: (fn) => scopes.run(scope, fn),
    commit: () => end('commit'),
    rollback: () => end('rollback'),
    get open() {
      return scope.open;
    },
  };
}
