import type { Kysely } from 'kysely';
import { idColumn } from './id-column';
import { createdAt, createIndex, ref, tenantRef, timestamp } from './columns';

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
        .$call(ref('account_id', 'accounts', 'cascade'))
        // Stored normalised (network address / prefix length), as services/access/ip-ranges.ts writes it.
        .addColumn('cidr', 'text', (c: any) => c.notNull())
        .addUniqueConstraint('account_ip_ranges_unique', ['account_id', 'cidr'])
        .execute();
      await idCol(db.schema.createTable('handoff_partners'))
        .$call(tenantRef)
        .$call(ref('account_id', 'accounts', 'cascade'))
        // The token's `iss`: it names which partner's keys verify it.
        .addColumn('issuer', 'text', (c: any) => c.notNull())
        .addColumn('name', 'text', (c: any) => c.notNull())
        .addColumn('jwks_json', 'text')
        .addColumn('jwks_url', 'text')
        .addColumn('applet', 'integer', (c: any) => c.notNull().defaultTo(0))
        .$call(createdAt)
        .addUniqueConstraint('handoff_partners_issuer', ['tenant_id', 'issuer'])
        .execute();
      await db.schema
        .createTable('handoff_tokens')
        .$call(ref('partner_id', 'handoff_partners', 'cascade'))
        .addColumn('jti', 'text', (c: any) => c.notNull())
        .$call(ref('user_id', 'users', 'cascade'))
        .addColumn('account_id', 'integer', (c: any) => c.notNull())
        .addColumn('auth_type', 'text', (c: any) => c.notNull())
        .addColumn('originated_ip', 'text', (c: any) => c.notNull())
        // SHA-256 of the browser's one-time cookie that finishes the sign-in at the provider.
        .addColumn('login_key', 'text', (c: any) => c.notNull().unique())
        .$call(timestamp('expires_at'))
        .$call(createdAt)
        .addColumn('signed_in_at', 'text')
        .addPrimaryKeyConstraint('handoff_tokens_pk', ['partner_id', 'jti'])
        .execute();
      await createIndex(db, 'handoff_tokens_expires', 'handoff_tokens', ['expires_at']);
      await db.schema
        .createTable('session_origins')
        .addColumn('session_uid', 'text', (c: any) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c: any) => c.notNull())
        .$call(ref('user_id', 'users', 'cascade'))
        .addColumn('auth_type', 'text', (c: any) => c.notNull())
        .addColumn('originated_ip', 'text', (c: any) => c.notNull())
        .addColumn('whitelisted_account_id', 'integer')
        .$call(createdAt)
        .execute();
    },
  };
}
