import type { Db } from '../db/database';
import {
  consumeOidcPayload,
  deleteExpiredOidcPayloads,
  deleteOidcPayload,
  deleteOidcPayloadsByGrant,
  findOidcPayload,
  findOidcPayloadBy,
  upsertOidcPayload,
  type OidcPayloadRow,
} from '../repositories/oidc-payloads';

/** A stored provider model instance as oidc-provider hands it over. */
export type AdapterPayload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

/** The adapter contract of oidc-provider (one instance per model name). */
export interface OidcAdapter {
  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<AdapterPayload | undefined>;
  findByUid(uid: string): Promise<AdapterPayload | undefined>;
  findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

// Expired rows are skipped on read; deleting them now and then keeps the table small.
const PURGE_EVERY_MS = 60 * 60 * 1000;
const lastPurge = new WeakMap<Db, number>();

function purgeNowAndThen(db: Db): void {
  const now = Date.now();
  if (now - (lastPurge.get(db) ?? 0) < PURGE_EVERY_MS) return;
  lastPurge.set(db, now);
  deleteExpiredOidcPayloads(db, new Date(now).toISOString()).catch(() => lastPurge.delete(db));
}

function toPayload(row: OidcPayloadRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  if (row.expires_at && Date.parse(row.expires_at) <= Date.now()) return undefined;
  const payload = JSON.parse(row.payload) as AdapterPayload;
  // The provider expects `consumed` as a truthy epoch once a code or refresh token was used.
  if (row.consumed_at) payload.consumed = Math.floor(Date.parse(row.consumed_at) / 1000);
  return payload;
}

/**
 * Builds the adapter class oidc-provider instantiates per model (Session, Grant, AccessToken,
 * AuthorizationCode, RefreshToken, Interaction, ...), persisting them in `oidc_payloads` so a
 * restart or another node keeps everyone signed in.
 */
export function kyselyAdapter(db: Db): new (model: string) => OidcAdapter {
  return class KyselyOidcAdapter implements OidcAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      purgeNowAndThen(db);
      const { consumed, ...rest } = payload;
      await upsertOidcPayload(db, {
        id,
        model: this.model,
        payload: JSON.stringify(rest),
        grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
        user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
        consumed_at: consumed ? new Date(consumed * 1000).toISOString() : null,
      });
    }

    async find(id: string) {
      return toPayload(await findOidcPayload(db, this.model, id));
    }

    async findByUid(uid: string) {
      return toPayload(await findOidcPayloadBy(db, this.model, 'uid', uid));
    }

    async findByUserCode(userCode: string) {
      return toPayload(await findOidcPayloadBy(db, this.model, 'user_code', userCode));
    }

    async consume(id: string): Promise<void> {
      await consumeOidcPayload(db, this.model, id, new Date().toISOString());
    }

    async destroy(id: string): Promise<void> {
      await deleteOidcPayload(db, this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await deleteOidcPayloadsByGrant(db, this.model, grantId);
    }
  };
}
