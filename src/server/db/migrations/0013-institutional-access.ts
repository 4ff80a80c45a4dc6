import type { Kysely } from 'kysely';
import { idColumn } from './id-column';

/*
 * Institutional access (000 §3 authentication modes): an account's address ranges and
 * the switch that turns them on, the partners that may hand a user over with a signed token, the
 * hand-off tokens already used (a unique key, so a replay is refused on every node), and what a
 * provider session began with (its mode is also the session's `amr`; the address and the
 * originating account are not the provider's to keep). Portable DDL as in 0001.
 */
export function institutionalAccess(pg: boolean) {
  const idCol = idColumn(pg);

  return {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('accounts')
        .addColumn('ip_access_enabled', 'integer', (c: any) => c.notNull().defaultTo(0))
        .execute();
      await idCol(db.schema.createTable('account_ip_ranges'))
        .addColumn('account_id', 'integer', (c: any) => c.notNull().references('accounts.id').onDelete('cascade'))
        // Stored normalised (network address / prefix length), as services/access/ip-ranges.ts writes it.
        .addColumn('cidr', 'text', (c: any) => c.notNull())
        .addUniqueConstraint('account_ip_ranges_unique', ['account_id', 'cidr'])
        .execute();
      await idCol(db.schema.createTable('handoff_partners'))
        .addColumn('tenant_id', 'text', (c: any) => c.notNull().references('tenants.id'))
        .addColumn('account_id', 'integer', (c: any) => c.notNull().references('accounts.id').onDelete('cascade'))
        // The token's `iss`: it names which partner's keys verify it.
        .addColumn('issuer', 'text', (c: any) => c.notNull())
        .addColumn('name', 'text', (c: any) => c.notNull())
        .addColumn('jwks_json', 'text')
        .addColumn('jwks_url', 'text')
        .addColumn('applet', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .addUniqueConstraint('handoff_partners_issuer', ['tenant_id', 'issuer'])
        .execute();
      await db.schema
        .createTable('handoff_tokens')
        .addColumn('partner_id', 'integer', (c: any) => c.notNull().references('handoff_partners.id').onDelete('cascade'))
        .addColumn('jti', 'text', (c: any) => c.notNull())
        .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('account_id', 'integer', (c: any) => c.notNull())
        .addColumn('auth_type', 'text', (c: any) => c.notNull())
        .addColumn('originated_ip', 'text', (c: any) => c.notNull())
        // SHA-256 of the browser's one-time cookie that finishes the sign-in at the provider.
        .addColumn('login_key', 'text', (c: any) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c: any) => c.notNull())
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .addColumn('signed_in_at', 'text')
        .addPrimaryKeyConstraint('handoff_tokens_pk', ['partner_id', 'jti'])
        .execute();
      await db.schema.createIndex('handoff_tokens_expires').on('handoff_tokens').column('expires_at').execute();
      await db.schema
        .createTable('session_origins')
        .addColumn('session_uid', 'text', (c: any) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c: any) => c.notNull())
        .addColumn('user_id', 'integer', (c: any) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('auth_type', 'text', (c: any) => c.notNull())
        .addColumn('originated_ip', 'text', (c: any) => c.notNull())
        .addColumn('whitelisted_account_id', 'integer')
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .execute();
    },
  };
}
