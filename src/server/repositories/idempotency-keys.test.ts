import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { beginIdempotent, finishIdempotent } from '../services/idempotency';

/* The idempotency table behaves the same on SQLite and PostgreSQL (migration 0010 is portable). */

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe(`idempotency keys on ${dialect}: claim once, replay the stored reply, free on a server failure`, async () => {
    const available = dialect === 'sqlite' || (await postgresAvailable());
    let t: TestDatabase;
    let userId: number;
    beforeAll(async () => {
      if (!available) return;
      t = dialect === 'sqlite' ? await sqliteTestDatabase() : await postgresTestDatabase();
      await t.db.insertInto('tenants').values({ id: 'tx', name: 'T', is_main: 1, config_json: '{}' }).execute();
      const u = await t.db.insertInto('users').values({
        tenant_id: 'tx', email: 'u@example.com', password_hash: '-', first_name: 'U', last_name: 'V', company_name: null,
        user_type: 'INDIVIDUAL', lang_key: 'en', authorities: '', auth_type: 'LOCAL', address_json: '{}', created_at: new Date().toISOString(),
      }).returning('id').executeTakeFirstOrThrow();
      userId = u.id;
    }, 60_000);
    afterAll(async () => t?.cleanup());

    it.skipIf(!available)('claims, refuses a running repeat, replays a stored reply, reruns after a 5xx', async () => {
      const a = { tenantId: 'tx', userId, key: 'key-repo-00001', hash: 'h1' };
      const first = await beginIdempotent(t.db, a);
      expect(first.kind).toBe('run');
      await expect(beginIdempotent(t.db, a)).rejects.toMatchObject({ statusCode: 409 });
      await expect(beginIdempotent(t.db, { ...a, hash: 'h2' })).rejects.toMatchObject({ statusCode: 422 });
      if (first.kind !== 'run') return;
      await finishIdempotent(t.db, first.id, { statusCode: 201, contentType: 'application/json', body: '{"id":7}' });
      expect(await beginIdempotent(t.db, a)).toEqual({ kind: 'replay', statusCode: 201, contentType: 'application/json', body: '{"id":7}' });

      const b = { ...a, key: 'key-repo-00002' };
      const failed = await beginIdempotent(t.db, b);
      if (failed.kind !== 'run') throw new Error('expected a claim');
      await finishIdempotent(t.db, failed.id, { statusCode: 503, contentType: null, body: '' });
      expect((await beginIdempotent(t.db, b)).kind).toBe('run');
    });
  });
}
