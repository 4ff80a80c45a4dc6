/*
 * What every call of a signed-in session reads first — the user, the accounts the user is entitled
 * to, the account chosen for the session, and the publishers that account subscribes to — is the
 * same for every call until one of those tables changes. Reading it once per call was about half of
 * the queries of a search. This cache keeps the answers per node and forgets all of them whenever
 * any of SESSION_TABLES is written: at once on the writing node (before the write, and again once
 * its transaction ends) and, through the invalidation bus, on every other node once the write has
 * committed (plugins/session-cache.ts wires both). TTL bounds a node that missed a message.
 *
 * Dropping everything on any such write is coarse on purpose: these writes are rare next to reads
 * (an administrator changing entitlements, a user choosing an account), and a per-user key would
 * have to be derived from each write's rows, which the query builder does not tell.
 */

/** The tables the cached answers are read from, with those whose deletes cascade into them. */
export const SESSION_TABLES: ReadonlySet<string> = new Set([
  'tenants',
  'users',
  'accounts',
  'user_entitlements',
  'session_selections',
  'account_subscriptions',
  'subscription_products',
  'publishers',
]);

/** How long a node trusts an answer without hearing of a change. */
export const SESSION_CACHE_MS = 30_000;
// Bounds memory under many sessions; the oldest answers go first.
const MAX_ENTRIES = 20_000;

interface Entry {
  value: Promise<unknown>;
  until: number;
  generation: number;
}

export class SessionCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * `load()`'s answer for `key`, kept until a session table is written or the TTL passes.
   * Concurrent callers share one load. A load that began before a change is never answered
   * after it: each answer carries the generation it was read in.
   */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && hit.until > this.now()) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    const value = load().then(freeze);
    const entry: Entry = { value, until: this.now() + this.ttlMs, generation: this.generation };
    // A failed read is not kept: the next call asks the database again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return value;
  }

  /** Forgets every answer (a session table changed, or a change may have been missed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Cached rows are shared by every call of the session: a caller changing one would change them all. */
function freeze<T>(value: T): T {
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const v of Object.values(value))
      if (v && typeof v === 'object' && !ArrayBuffer.isView(v) && !Object.isFrozen(v)) freeze(v);
  }
  return value;
}
