import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, postgresTestDatabase, sqliteTestDatabase, type TestDatabase } from '../../../tests/helpers/databases';
import { abandonIdempotent, beginIdempotent, finishIdempotent, type IdempotencyOutcome } from '../services/idempotency';

/* The idempotency table behaves the same on SQLite and PostgreSQL (migrations 0010 and 0011 are portable). */

const LEASE = 30_000;
const T0 = new Date('2030-01-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const claimOf = (o: IdempotencyOutcome) => {
  if (o.kind !== 'run') throw new Error(`expected a claim, got ${o.kind}`);
  return o.claim;
};

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe(`idempotency keys on ${dialect}`, async () => {
    const available = dialect === 'sqlite' || (await postgresAvailable());
    let t: TestDatabase;
    let userId: number;
    let n = 0;
    const keyArgs = (now: Date, hash = 'h1') => ({
      tenantId: 'tx',
      userId,
      key: `key-repo-${dialect}-${n}`,
      hash,
      now,
      leaseMs: LEASE,
    });
    beforeAll(async () => {
      if (!available) return;
      t = dialect === 'sqlite' ? await sqliteTestDatabase() : await postgresTestDatabase();
      await t.db.insertInto('tenants').values({ id: 'tx', name: 'T', is_main: 1, config_json: '{}' }).execute();
      const u = await t.db
        .insertInto('users')
        .values({
          tenant_id: 'tx',
          email: 'u@example.com',
          password_hash: '-',
          first_name: 'U',
          last_name: 'V',
          company_name: null,
          user_type: 'INDIVIDUAL',
          lang_key: 'en',
          authorities: '',
          auth_type: 'LOCAL',
          address_json: '{}',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = u.id;
    }, 60_000);
    afterAll(async () => t?.cleanup());

    describe('a key is claimed once: a repeat while it runs is "in progress", another request under it is refused', () => {
      it.skipIf(!available)('claims, answers 409 to a running repeat and 422 to another body', async () => {
        n++;
        expect((await beginIdempotent(t.db, keyArgs(at(0)))).kind).toBe('run');
        await expect(beginIdempotent(t.db, keyArgs(at(1000)))).rejects.toMatchObject({
          statusCode: 409,
          message: 'error.idempotencyInProgress',
        });
        await expect(beginIdempotent(t.db, keyArgs(at(1000), 'h2'))).rejects.toMatchObject({ statusCode: 422 });
      });
    });

    describe('a stored reply is replayed; a server failure frees the key for a retry', () => {
      it.skipIf(!available)('replays a 201, reruns after a 503', async () => {
        n++;
        const claim = claimOf(await beginIdempotent(t.db, keyArgs(at(0))));
        expect(await finishIdempotent(t.db, claim, { statusCode: 201, contentType: 'application/json', body: '{"id":7}' })).toBe(
          true,
        );
        expect(await beginIdempotent(t.db, keyArgs(at(1000)))).toEqual({
          kind: 'replay',
          statusCode: 201,
          contentType: 'application/json',
          body: '{"id":7}',
        });

        n++;
        const failed = claimOf(await beginIdempotent(t.db, keyArgs(at(0))));
        await finishIdempotent(t.db, failed, { statusCode: 503, contentType: null, body: '' });
        expect((await beginIdempotent(t.db, keyArgs(at(1000)))).kind).toBe('run');
      });
    });

    describe('a claim left unfinished past its lease is taken over by exactly one retry', () => {
      it.skipIf(!available)(
        'within the lease: in progress; past it, of two retries at once one runs and one is told "in progress"',
        async () => {
          n++;
          claimOf(await beginIdempotent(t.db, keyArgs(at(0))));
          await expect(beginIdempotent(t.db, keyArgs(at(LEASE - 1)))).rejects.toMatchObject({ statusCode: 409 });
          const both = await Promise.allSettled([
            beginIdempotent(t.db, keyArgs(at(LEASE + 1))),
            beginIdempotent(t.db, keyArgs(at(LEASE + 1))),
          ]);
          expect(both.filter((r) => r.status === 'fulfilled' && r.value.kind === 'run')).toHaveLength(1);
          expect(
            both.filter((r) => r.status === 'rejected' && (r.reason as { statusCode?: number }).statusCode === 409),
          ).toHaveLength(1);
        },
      );

      it.skipIf(!available)('a taken-over key is still refused to another request (422), never taken over by it', async () => {
        n++;
        claimOf(await beginIdempotent(t.db, keyArgs(at(0))));
        await expect(beginIdempotent(t.db, keyArgs(at(LEASE + 1), 'h2'))).rejects.toMatchObject({ statusCode: 422 });
      });
    });

    describe('an attempt that lost its claim to a takeover neither stores its reply nor frees the key', () => {
      it.skipIf(!available)(
        'the late first attempt is fenced off; the reply of the attempt that took over is the one replayed',
        async () => {
          n++;
          const first = claimOf(await beginIdempotent(t.db, keyArgs(at(0))));
          const second = claimOf(await beginIdempotent(t.db, keyArgs(at(LEASE + 1))));
          expect(
            await finishIdempotent(t.db, first, { statusCode: 201, contentType: 'application/json', body: '{"id":1}' }),
          ).toBe(false);
          await abandonIdempotent(t.db, first);
          await expect(beginIdempotent(t.db, keyArgs(at(LEASE + 2)))).rejects.toMatchObject({ statusCode: 409 });
          expect(
            await finishIdempotent(t.db, second, { statusCode: 201, contentType: 'application/json', body: '{"id":2}' }),
          ).toBe(true);
          expect(await beginIdempotent(t.db, keyArgs(at(LEASE + 3)))).toMatchObject({ kind: 'replay', body: '{"id":2}' });
        },
      );
    });
  });
}
