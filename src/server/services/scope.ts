import { findPublisherIdsByCodes, listSubscribedPublisherIds } from '../repositories/documents';
import { requireAccount, type SessionContext } from './session';
import type { ServiceContext } from './context';

/*
 * Who may see and who may open what. The tenant decides what is offered (a publisher tenant
 * with `ownPublisherCode` offers only its own publisher; the main tenant offers everything);
 * the selected account's subscriptions decide what may be opened (entitlement).
 */

/** Publisher ids this request's tenant offers; null = every publisher (main tenant). */
export async function tenantPublisherIds(ctx: ServiceContext): Promise<number[] | null> {
  const own = ctx.tenant?.config?.ownPublisherCode as string | null | undefined;
  if (!own) return null;
  const rows = await findPublisherIdsByCodes(ctx.db, [own]);
  // A misconfigured code offers nothing rather than everything.
  return rows.map((r) => r.id);
}

/** Intersection of two scopes, null meaning "everything". */
export function intersectScopes(a: number[] | null, b: number[] | null): number[] | null {
  if (a === null) return b;
  if (b === null) return a;
  const set = new Set(b);
  return a.filter((x) => set.has(x));
}

export interface Scope {
  session: SessionContext & { account: NonNullable<SessionContext['account']> };
  /** What the tenant offers (content search, type-ahead, refinement trees). */
  offered: number[] | null;
  /** What the account may open: its subscriptions within the tenant's offer. */
  entitled: number[];
}

/** The signed-in caller with a selected account, and both publisher scopes. */
export async function requireScope(ctx: ServiceContext): Promise<Scope> {
  const session = await requireAccount(ctx);
  const [offered, subscribed] = await Promise.all([
    tenantPublisherIds(ctx),
    ctx.sessions.get(`subscribed ${session.account.id}`, () => listSubscribedPublisherIds(ctx.db, session.account.id)),
  ]);
  return { session, offered, entitled: intersectScopes(subscribed, offered) ?? [] };
}

/** Whether a document of this publisher may be opened in this scope. */
export const isEntitled = (scope: Scope, publisherId: number) => scope.entitled.includes(publisherId);
/** Whether a document of this publisher exists for this tenant at all. */
export const isOffered = (scope: Scope, publisherId: number) => scope.offered === null || scope.offered.includes(publisherId);
