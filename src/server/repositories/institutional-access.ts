import type { DbOrTx } from '../db/database';

/** The ranges of the tenant's accounts whose address sign-in is on. */
export function listEnabledIpRanges(db: DbOrTx, tenantId: string) {
  return db
    .selectFrom('account_ip_ranges')
    .innerJoin('accounts', 'accounts.id', 'account_ip_ranges.account_id')
    .select(['account_ip_ranges.account_id as accountId', 'account_ip_ranges.cidr as cidr'])
    .where('accounts.tenant_id', '=', tenantId)
    .where('accounts.ip_access_enabled', '=', 1)
    .execute();
}

/** The account's company user (the first made), whom its address ranges sign in. */
export function findCompanyUser(db: DbOrTx, tenantId: string, accountId: number) {
  return db
    .selectFrom('users')
    .innerJoin('user_entitlements', 'user_entitlements.user_id', 'users.id')
    .selectAll('users')
    .where('user_entitlements.account_id', '=', accountId)
    .where('users.tenant_id', '=', tenantId)
    .where('users.user_type', '=', 'COMPANY')
    .orderBy('users.id')
    .executeTakeFirst();
}

export function findHandoffPartner(db: DbOrTx, tenantId: string, issuer: string) {
  return db
    .selectFrom('handoff_partners')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('issuer', '=', issuer)
    .executeTakeFirst();
}

/** True when an applet partner may hand users of this account over (accAppAuthSetting.appletEnabled). */
export async function accountHasApplet(db: DbOrTx, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('handoff_partners')
    .select('id')
    .where('account_id', '=', accountId)
    .where('applet', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface HandoffTokenRow {
  partnerId: number;
  jti: string;
  userId: number;
  accountId: number;
  authType: string;
  originatedIp: string;
  loginKey: string;
  expiresAt: string;
  now: string;
}

/** Records a token as used; false when its jti was used before (the primary key refuses it on every node). */
export async function claimHandoffToken(db: DbOrTx, row: HandoffTokenRow): Promise<boolean> {
  const inserted = await db
    .insertInto('handoff_tokens')
    .values({
      partner_id: row.partnerId,
      jti: row.jti,
      user_id: row.userId,
      account_id: row.accountId,
      auth_type: row.authType,
      originated_ip: row.originatedIp,
      login_key: row.loginKey,
      expires_at: row.expiresAt,
      created_at: row.now,
      signed_in_at: null,
    })
    .onConflict((oc) => oc.columns(['partner_id', 'jti']).doNothing())
    .returning('jti')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Spends the sign-in a used token allows, once and only since `notBefore`; the row, or undefined. */
export function spendHandoffLogin(db: DbOrTx, loginKey: string, now: string, notBefore: string) {
  return db
    .updateTable('handoff_tokens')
    .set({ signed_in_at: now })
    .where('login_key', '=', loginKey)
    .where('signed_in_at', 'is', null)
    .where('created_at', '>=', notBefore)
    .returningAll()
    .executeTakeFirst();
}

/** Forgets tokens past their expiry: a replay of one is refused by its `exp` from then on. */
export async function pruneHandoffTokens(db: DbOrTx, now: string): Promise<void> {
  await db.deleteFrom('handoff_tokens').where('expires_at', '<', now).execute();
}

export interface SessionOrigin {
  sessionUid: string;
  tenantId: string;
  userId: number;
  authType: string;
  originatedIp: string;
  whitelistedAccountId: number | null;
  now: string;
}

/** Records (or replaces) how a provider session began. */
export async function saveSessionOrigin(db: DbOrTx, o: SessionOrigin): Promise<void> {
  const values = {
    tenant_id: o.tenantId,
    user_id: o.userId,
    auth_type: o.authType,
    originated_ip: o.originatedIp,
    whitelisted_account_id: o.whitelistedAccountId,
    created_at: o.now,
  };
  await db
    .insertInto('session_origins')
    .values({ session_uid: o.sessionUid, ...values })
    .onConflict((oc) => oc.column('session_uid').doUpdateSet(values))
    .execute();
}

export async function deleteSessionOrigin(db: DbOrTx, sessionUid: string): Promise<void> {
  await db.deleteFrom('session_origins').where('session_uid', '=', sessionUid).execute();
}

export function findSessionOrigin(db: DbOrTx, sessionUid: string) {
  return db.selectFrom('session_origins').selectAll().where('session_uid', '=', sessionUid).executeTakeFirst();
}

/** Creates or re-keys a partner by its issuer (the demo partner of operations/demo-handoff.ts). */
export async function upsertHandoffPartner(
  db: DbOrTx,
  p: { tenantId: string; accountId: number; issuer: string; name: string; jwksJson: string; applet: boolean; now: string },
): Promise<void> {
  await db
    .insertInto('handoff_partners')
    .values({
      tenant_id: p.tenantId,
      account_id: p.accountId,
      issuer: p.issuer,
      name: p.name,
      jwks_json: p.jwksJson,
      jwks_url: null,
      applet: p.applet ? 1 : 0,
      created_at: p.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'issuer'])
        .doUpdateSet({ account_id: p.accountId, name: p.name, jwks_json: p.jwksJson, jwks_url: null, applet: p.applet ? 1 : 0 }),
    )
    .execute();
}
