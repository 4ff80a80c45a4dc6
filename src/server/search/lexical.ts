import type { IndexedDocument } from './documents-text';
import type { ParsedQuery } from './text';

/** Which fields a lexical query reads: all text (stype A), titles and keywords (K), or designation and title (type-ahead). */
export type LexicalFields = 'all' | 'titles' | 'head';

/** Every match of a query, and the relevance of the best ones (higher is better). */
export interface LexicalMatches {
  /** Every matching document (unordered); with `membership: false`, the ranked ones only. */
  ids: number[];
  /**
   * Relevance of at most `rankLimit` best matches; the others rank after them by the
   * catalogue's base order. Ranking every one of 80k matches of a common word would cost
   * hundreds of milliseconds, and nobody pages past the first thousand.
   */
  scores: Map<number, number>;
}

export interface MatchOptions {
  rankLimit?: number;
  /** false: only the ranked matches are wanted (type-ahead). */
  membership?: boolean;
  /** false: only membership is wanted (facet counts need no relevance); scores come back empty. */
  rank?: boolean;
}

/** The dialect-specific full-text part of the index. */
export interface LexicalEngine {
  /** Before a rebuild: empties the index (and may drop what `optimize` makes again). */
  clear(): Promise<void>;
  /** Replaces the index entries of these documents. */
  write(docs: IndexedDocument[]): Promise<void>;
  remove(ids: number[]): Promise<void>;
  /** After a rebuild: build the indexes `clear` dropped, merge segments, refresh planner statistics. */
  optimize(): Promise<void>;
  match(q: ParsedQuery, fields: LexicalFields, opts?: MatchOptions): Promise<LexicalMatches>;
  /** The index changed: drop anything kept from earlier matches. */
  forget?(): void;
}

/**
 * Parses a comma-separated id list ("12,7,9031") as one database aggregate returns it. A loop
 * over character codes makes no substring per id: for the 80k matches of a common word it takes
 * a millisecond where `split(',').map(Number)` takes ten and leaves 80k strings to collect.
 */
export function parseIdList(text: string | null | undefined): number[] {
  const out: number[] = [];
  if (!text) return out;
  let n = 0;
  let digits = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      digits = true;
    } else {
      if (digits) out.push(n);
      n = 0;
      digits = false;
    }
  }
  if (digits) out.push(n);
  return out;
}
