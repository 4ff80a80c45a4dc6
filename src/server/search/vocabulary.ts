import { editDistance, type ParsedQuery } from './text';

/*
 * The words of the catalogue with their document counts, for the fallbacks a user's typing
 * needs: a word the index does not hold is completed (`galvan` → galvanised, galvanic) or
 * corrected (`corosion` → corrosion, `visocsity` → viscosity). The typed word stays an
 * alternative, so a stemmed form the engine knows (`corroded`) still matches.
 */
export class Vocabulary {
  private sorted: string[];
  private counts = new Map<string, number>();
  private byLength = new Map<number, string[]>();

  constructor(rows: { term: string; doc_count: number }[]) {
    for (const r of rows) this.counts.set(r.term, Number(r.doc_count));
    this.sorted = [...this.counts.keys()].sort();
    for (const t of this.sorted) {
      let list = this.byLength.get(t.length);
      if (!list) this.byLength.set(t.length, (list = []));
      list.push(t);
    }
  }

  has(term: string): boolean {
    return this.counts.has(term);
  }

  count(term: string): number {
    return this.counts.get(term) ?? 0;
  }

  /** The most frequent words starting with `prefix`. */
  completions(prefix: string, limit: number): string[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.sorted.length && this.sorted[i].startsWith(prefix); i++) out.push(this.sorted[i]);
    return out.sort((a, b) => this.count(b) - this.count(a)).slice(0, limit);
  }

  /** Known words within the edit distance a typo of this length allows, closest and most frequent first. */
  corrections(term: string, limit: number): string[] {
    const max = term.length <= 4 ? 1 : 2;
    const found: { t: string; d: number }[] = [];
    for (let len = term.length - max; len <= term.length + max; len++) {
      for (const t of this.byLength.get(len) ?? []) {
        const d = editDistance(term, t, max);
        if (d <= max) found.push({ t, d });
      }
    }
    found.sort((a, b) => a.d - b.d || this.count(b.t) - this.count(a.t));
    return found.slice(0, limit).map((f) => f.t);
  }

  /** Adds completions and corrections to each word the catalogue does not hold (digits are left alone). */
  expand(q: ParsedQuery): ParsedQuery {
    if (this.counts.size === 0) return q;
    return {
      ...q,
      groups: q.groups.map((g) => {
        if (/\d/.test(g.term) || g.term.length < 3) return g;
        // Listing the likeliest completions is cheaper than an engine-side prefix scan on a big index.
        if (g.prefix) {
          const done = this.completions(g.term, 12);
          return done.length ? { ...g, alternatives: [g.term, ...done], prefix: false } : g;
        }
        if (this.has(g.term)) return g;
        const more = [...(g.term.length >= 4 ? this.completions(g.term, 6) : []), ...this.corrections(g.term, 4)];
        return { ...g, alternatives: [...new Set([g.term, ...more])] };
      }),
    };
  }
}
