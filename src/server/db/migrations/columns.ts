import type { CreateTableBuilder, Kysely } from 'kysely';

/*
 * Column groups many tables declare alike, each written once so every migration makes them the
 * same way on both dialects. Each one takes a create-table builder and returns it with the columns
 * added, for `.$call(...)` in the table's chain at the place the columns stand.
 *
 * Migrations are history: a change here changes the DDL of every migration that calls it, so the
 * SQL these emit must never change. New shapes get a new helper.
 */

type Table = CreateTableBuilder<any, any>;

/** `<column> integer not null references <table> (id)`, optionally `on delete cascade`. */
export function ref(column: string, table: string, onDelete?: 'cascade') {
  return (t: Table): Table =>
    t.addColumn(column, 'integer', (c) => {
      const col = c.notNull().references(`${table}.id`);
      return onDelete ? col.onDelete(onDelete) : col;
    });
}

/** `tenant_id text not null references tenants (id)`: the tenant a row belongs to. */
export const tenantRef = (t: Table): Table => t.addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'));

/** `user_id`, `account_id`: a row owned by one user acting in one account. */
export const userAccountRefs = (t: Table): Table => t.$call(ref('user_id', 'users')).$call(ref('account_id', 'accounts'));

/** A required ISO 8601 timestamp, stored as text on both dialects. */
export function timestamp(column: string) {
  return (t: Table): Table => t.addColumn(column, 'text', (c) => c.notNull());
}

/** `created_at`, required. */
export const createdAt = timestamp('created_at');

/** `created_at` then `updated_at`, both required. */
export const createdUpdatedAt = (t: Table): Table => t.$call(createdAt).$call(timestamp('updated_at'));

/** `create [unique] index <name> on <table> (<columns>)`. */
export function createIndex(db: Kysely<any>, name: string, table: string, columns: string[], opts: { unique?: boolean } = {}) {
  const index = db.schema.createIndex(name).on(table).columns(columns);
  return (opts.unique ? index.unique() : index).execute();
}
