/*
 * Which documents hold each query term, kept per node for the current index version — the same
 * idea as Lucene's query cache. A broad query ("steel water") matches most of a 100k catalogue;
 * asking PostgreSQL for every match again on each search, facet count and semantic blend costs
 * tens of milliseconds of GIN and heap reads, while ANDing and ORing cached sets costs about
 * one. Users repeat the words of their trade, so the sets stay warm. The owner clears the cache
 * whenever the index changes (a new search.version), so a set is never older than the snapshot
 * it is combined with. Ours rather than a cache library: the sets are typed arrays combined in
 * place and dropped as a whole by index version, which an LRU of opaque values does not give.
 */

/** A term's documents (any order), or null: the term is a stop word and constrains nothing. */
export type TermSet = Int32Array | null;

/** One group of a query: its alternatives' sets (a document in any of them matches the group). */
export type GroupSets = TermSet[];

/**
 * Documents matching the groups: every group (all) or at least one (any). A group whose
 * alternatives are all stop words is left out, as the database drops stop words from a
 * tsquery; a query of stop words only matches nothing.
 */
export function combineTermSets(groups: GroupSets[], any: boolean): number[] {
  const live = groups.map((g) => g.filter((s): s is Int32Array => s !== null)).filter((g) => g.length > 0);
  if (live.length === 0) return [];
  let maxId = 0;
  for (const g of live) for (const s of g) for (let i = 0; i < s.length; i++) if (s[i] > maxId) maxId = s[i];
  // hits[id] counts the groups holding id. A set holds each id once, so a one-set group adds
  // straight in; a group of several alternatives is first united in `mark`, so a document
  // holding two spellings of one word still counts once for it.
  const hits = new Uint16Array(maxId + 1);
  let mark: Uint8Array | null = null;
  for (const g of live) {
    if (g.length === 1) {
      const s = g[0];
      for (let i = 0; i < s.length; i++) hits[s[i]]++;
      continue;
    }
    mark = mark ? (mark.fill(0), mark) : new Uint8Array(maxId + 1);
    for (const s of g) for (let i = 0; i < s.length; i++) mark[s[i]] = 1;
    for (let id = 0; id <= maxId; id++) hits[id] += mark[id];
  }
  const need = any ? 1 : live.length;
  let n = 0;
  for (let id = 0; id <= maxId; id++) if (hits[id] >= need) n++;
  const out = new Array<number>(n);
  n = 0;
  for (let id = 0; id <= maxId; id++) if (hits[id] >= need) out[n++] = id;
  return out;
}

/** A least-recently-used map of term sets, bounded by the number of ids held. */
export class TermSetCache {
  private sets = new Map<string, TermSet>();
  private held = 0;

  constructor(private maxIds: number) {}

  get(key: string): TermSet | undefined {
    const s = this.sets.get(key);
    if (s === undefined) return undefined;
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.sets.delete(key);
    this.sets.set(key, s);
    return s;
  }

  set(key: string, s: TermSet): void {
    const size = s?.length ?? 0;
    if (size > this.maxIds) return;
    const old = this.sets.get(key);
    if (old !== undefined) {
      this.held -= old?.length ?? 0;
      this.sets.delete(key);
    }
    while (this.held + size > this.maxIds && this.sets.size) {
      const [first, evicted] = this.sets.entries().next().value!;
      this.sets.delete(first);
      this.held -= evicted?.length ?? 0;
    }
    this.sets.set(key, s);
    this.held += size;
  }

  clear(): void {
    this.sets.clear();
    this.held = 0;
  }

  /** Ids held across all sets (for tests and metrics). */
  get size(): number {
    return this.held;
  }
}
