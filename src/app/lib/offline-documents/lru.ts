/** What eviction needs to know of an offline document. */
export interface EvictionEntry {
  contentCode: string;
  size: number;
  pinned: boolean;
  lastOpenedAt: number;
}

/** src/README.md §5: the last 20 opened documents are kept, plus every pinned one. */
export const RECENT_DOCUMENTS_KEPT = 20;
/** The default cap of offline storage; lowered to half the browser's quota when that is smaller. */
export const DEFAULT_CAP_BYTES = 300 * 1024 * 1024;

/**
 * Which documents to drop, least recently opened first: any unpinned document past the
 * `recent` most recently opened, then unpinned ones until the total fits `capBytes`.
 * Pinned documents are never evicted (the user asked for them); they still count toward the
 * total, so a cap full of pins leaves room for no recent ones.
 */
export function planEviction(entries: readonly EvictionEntry[], capBytes: number, recent = RECENT_DOCUMENTS_KEPT): string[] {
  const byRecency = [...entries].sort((a, b) => b.lastOpenedAt - a.lastOpenedAt);
  const evict = new Set<string>();
  let unpinnedSeen = 0;
  for (const e of byRecency) {
    if (e.pinned) continue;
    unpinnedSeen += 1;
    if (unpinnedSeen > recent) evict.add(e.contentCode);
  }
  let total = entries.filter((e) => !evict.has(e.contentCode)).reduce((sum, e) => sum + e.size, 0);
  for (const e of [...byRecency].reverse()) {
    if (total <= capBytes) break;
    if (e.pinned || evict.has(e.contentCode)) continue;
    evict.add(e.contentCode);
    total -= e.size;
  }
  return byRecency
    .filter((e) => evict.has(e.contentCode))
    .reverse()
    .map((e) => e.contentCode);
}

/** The cap for this device: the default, or half of the quota the browser grants if smaller. */
export function capFor(quotaBytes: number | undefined): number {
  return quotaBytes && quotaBytes > 0 ? Math.min(DEFAULT_CAP_BYTES, Math.floor(quotaBytes / 2)) : DEFAULT_CAP_BYTES;
}
