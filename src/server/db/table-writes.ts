import type {
  Kysely,
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/*
 * Which tables a query writes, told to whoever watches this database. A cache over some tables
 * (services/session-cache.ts) must drop its answers whenever any code path writes them; listing
 * those paths by hand would miss the next one added, while every write goes through Kysely.
 *
 * A listener hears a write twice: `before` as the query is sent, `after` once it returned (inside a
 * transaction, before that commits: a listener that needs the commit waits for it with
 * afterCommit). Raw `sql` writes are not seen; none touches a watched table (a test checks).
 */

export type WritePhase = 'before' | 'after';
export type TableWriteListener = (tables: readonly string[], phase: WritePhase) => void;

const identifierOf = (node: OperationNode | undefined): string | null => {
  if (!node) return null;
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return identifierOf((node as unknown as { node: OperationNode }).node);
  return null;
};

/** The tables an insert, update or delete writes; none for anything else. */
export function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return [identifierOf(node.into)].filter((t): t is string => t !== null);
    case 'UpdateQueryNode':
      return [identifierOf(node.table)].filter((t): t is string => t !== null);
    case 'DeleteQueryNode':
      return node.from.froms.map(identifierOf).filter((t): t is string => t !== null);
    default:
      return [];
  }
}

/** The Kysely plugin that reports each write to the listeners of its database. */
export class TableWritesPlugin implements KyselyPlugin {
  private readonly listeners = new Set<TableWriteListener>();
  private readonly pending = new WeakMap<object, readonly string[]>();

  listen(listener: TableWriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.listeners.size === 0) return node;
    const tables = writtenTables(node);
    if (tables.length) {
      this.pending.set(queryId, tables);
      this.tell(tables, 'before');
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(queryId);
    if (tables) {
      this.pending.delete(queryId);
      this.tell(tables, 'after');
    }
    return result;
  }

  private tell(tables: readonly string[], phase: WritePhase): void {
    for (const l of this.listeners) l(tables, phase);
  }
}

const plugins = new WeakMap<Kysely<any>, TableWritesPlugin>();

export function attachTableWrites(db: Kysely<any>, plugin: TableWritesPlugin): void {
  plugins.set(db, plugin);
}

/** Listens to the writes made through `db` (opened by openDatabase); returns the unsubscribe. */
export function onTableWrites(db: Kysely<any>, listener: TableWriteListener): () => void {
  const plugin = plugins.get(db);
  if (!plugin) throw new Error('this database was not opened with table-write tracking (openDatabase)');
  return plugin.listen(listener);
}
