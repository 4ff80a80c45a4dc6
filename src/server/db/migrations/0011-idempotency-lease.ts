import type { Kysely } from 'kysely';

/*
 * Idempotency claims get a lease (src/README.md §5): `claimed_at` is when the attempt now running
 * took the key. A claim whose node died is taken over by a later attempt once the lease is past,
 * and the attempt's own `claimed_at` fences its reply, so an attempt that lost its claim cannot
 * store a reply over the one that took it. Rows from before this migration count from their
 * creation.
 */
export function idempotencyLease(_pg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('idempotency_keys').addColumn('claimed_at', 'text').execute();
      await db
        .updateTable('idempotency_keys')
        .set((eb: any) => ({ claimed_at: eb.ref('created_at') }))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('idempotency_keys').dropColumn('claimed_at').execute();
    },
  };
}
