import type { Kysely } from 'kysely';
import { createdAt, createIndex } from './columns';

/*
 * Single sign-on (000 §4): an account may federate with its own OpenID Connect
 * identity provider. One provider per account; the e-mail domains it owns are listed apart so
 * the sign-in page finds the account from the domain typed, and one tenant never has two
 * accounts claiming the same domain. Portable types only: the same migration runs on both dialects.
 */
export function accountFederation(_pg: boolean) {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('account_federations')
        .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('client_secret', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .$call(createdAt)
        .execute();
      await db.schema
        .createTable('account_federation_domains')
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('domain', 'text', (c) => c.notNull())
        .addColumn('account_id', 'integer', (c) => c.notNull().references('account_federations.account_id').onDelete('cascade'))
        .addPrimaryKeyConstraint('account_federation_domains_pk', ['tenant_id', 'domain'])
        .execute();
      await createIndex(db, 'account_federation_domains_account', 'account_federation_domains', ['account_id']);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('account_federation_domains').execute();
      await db.schema.dropTable('account_federations').execute();
    },
  };
}
