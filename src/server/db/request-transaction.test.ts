import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { beginRequestTransaction } from './request-transaction';

/* One request's work in one transaction, whichever handle it uses, on SQLite and PostgreSQL. */

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe(`request transactions on ${dialect}`, async () => {
    const available = dialect === 'sqlite' || (await postgresAvailable());
    let t: TestDatabase;
    beforeAll(async () => {
      if (available) t = dialect === 'sqlite' ? await sqliteTestDatabase() : await postgresTestDatabase();
    }, 60_000);
    afterAll(async () => t?.cleanup());

    const addTenant = (id: string) =>
      t.db.insertInto('tenants').values({ id, name: id, is_main: 0, config_json: '{}' }).execute();
    const tenantIds = async (prefix: string) =>
      (await t.db.selectFrom('tenants').select('id').where('id', 'like', `${prefix}%`).orderBy('id').execute()).map((r) => r.id);

    describe('every query made inside the request, through the plain database, is part of its transaction', () => {
      it.skipIf(!available)('a rollback undoes them, a commit keeps them', async () => {
        const undone = await beginRequestTransaction(t.db);
        await undone.run(async () => {
          await addTenant('rt-a1');
          expect(await tenantIds('rt-a')).toEqual(['rt-a1']);
        });
        await undone.rollback();
        expect(await tenantIds('rt-a')).toEqual([]);

        const kept = await beginRequestTransaction(t.db);
        await kept.run(() => addTenant('rt-a2'));
        await kept.commit();
        expect(kept.open).toBe(false);
        expect(await tenantIds('rt-a')).toEqual(['rt-a2']);
      });
    });

    describe("a service's own transaction inside a request is a savepoint of it", () => {
      it.skipIf(!available)(
        'a failed inner transaction undoes only its own writes; a kept one still goes with the request',
        async () => {
          const tx = await beginRequestTransaction(t.db);
          await tx.run(async () => {
            await addTenant('rt-b1');
            await expect(
              t.db.transaction().execute(async (trx) => {
                await trx.insertInto('tenants').values({ id: 'rt-b2', name: 'x', is_main: 0, config_json: '{}' }).execute();
                // A unique violation: on PostgreSQL it would poison the whole transaction without the savepoint.
                await trx.insertInto('tenants').values({ id: 'rt-b1', name: 'x', is_main: 0, config_json: '{}' }).execute();
              }),
            ).rejects.toThrow();
            await t.db
              .transaction()
              .execute((trx) =>
                trx.insertInto('tenants').values({ id: 'rt-b3', name: 'x', is_main: 0, config_json: '{}' }).execute(),
              );
            expect(await tenantIds('rt-b')).toEqual(['rt-b1', 'rt-b3']);
          });
          await tx.rollback();
          expect(await tenantIds('rt-b')).toEqual([]);
        },
      );
    });

    describe('work outside the request is kept apart and never waits on itself', () => {
      it.skipIf(!available)('another request sees the change only after the commit, and is not deadlocked by it', async () => {
        const tx = await beginRequestTransaction(t.db);
        await tx.run(() => addTenant('rt-c1'));
        // Outside the request's context: on SQLite this waits for the one connection, on PostgreSQL it reads the last commit.
        const outside = tenantIds('rt-c');
        if (dialect === 'postgres') expect(await outside).toEqual([]);
        await tx.commit();
        if (dialect === 'sqlite') expect(await outside).toEqual(['rt-c1']);
        expect(await tenantIds('rt-c')).toEqual(['rt-c1']);
      });
    });
  });
}
