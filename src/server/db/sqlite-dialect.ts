import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/*
 * The embedded database's dialect, for several processes on one file (a node's workers). Every
 * transaction here writes, so it takes SQLite's write lock as it begins ("begin immediate"),
 * waiting its turn behind another process's write for up to the busy timeout. A plain "begin"
 * takes it only at the first write, and a transaction that read first and then found another
 * process's newer commit would fail at once (SQLITE_BUSY_SNAPSHOT) instead of waiting.
 */

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class WriterSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/** How long a statement waits for another process's write to finish before it fails (SQLite's busy timeout). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;
