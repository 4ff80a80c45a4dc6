/**
 * The auto-increment `id` primary key a migration's new table starts with: `serial` on
 * PostgreSQL, `integer primary key autoincrement` on SQLite, chosen by the `pg` flag the migrator
 * passes in. One definition, so every migration's ids are made the same way on both dialects.
 */
export function idColumn(pg: boolean) {
  return (t: any) =>
    pg
      ? t.addColumn('id', 'serial', (c: any) => c.primaryKey())
      : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement());
}
