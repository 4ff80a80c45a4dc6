/*
 * Text handling shared by both engines: one tokeniser (so the spelling vocabulary, the word
 * vectors and the query parser agree on what a word is), the query parser and edit distance.
 */

/** English function words: never worth a lexical term or a share of a document's meaning. */
export const STOPWORDS = new Set(
  (
    'a an and are as at be been but by can could do does for from had has have if in into is it its may might ' +
    'must no not of on or shall should such than that the their then there these they this those to under ' +
    'upon was were when where which while who will with within without would'
  ).split(' '),
);

/**
 * Words that shape a question rather than name its subject ("how much", "why does it keep").
 * Semantic search drops them from the words it matches; a keyword search keeps them, since
 * someone typing keywords chose each one.
 */
export const QUESTION_WORDS = new Set(
  (
    'how what why which whom whose much many does did doing done get gets getting got going goes keep keeps kept ' +
    'any some very too just also there here need needs want wants right wrong good bad best way ways tell find anything something'
  ).split(' '),
);

/** The query without question words, unless that would leave nothing to match. */
export function withoutQuestionWords(q: ParsedQuery): ParsedQuery {
  const groups = q.groups.filter((g) => !QUESTION_WORDS.has(g.term));
  return groups.length || q.phrases.length ? { ...q, groups } : q;
}

/** Lower-cased words without diacritics; numbers kept (`0.45` → `0`, `45`, as FTS5 does). */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A parsed user query: required words (any of the alternatives) and quoted phrases. */
export interface ParsedQuery {
  /** Each group must match; a group's alternatives are ORed (the typed word and its corrections). */
  groups: TermGroup[];
  /** Quoted phrases, each a word sequence. */
  phrases: string[][];
  /** Match any group instead of all (the fallback when no document holds every word). */
  any?: boolean;
}

export interface TermGroup {
  term: string;
  alternatives: string[];
  /** Match the term as a prefix (type-ahead's last word). */
  prefix: boolean;
}

/** Splits the text into quoted phrases and single words; drops stop words and the `*` wildcard. */
export function parseQuery(text: string, opts: { lastIsPrefix?: boolean } = {}): ParsedQuery {
  const phrases: string[][] = [];
  const rest = text.slice(0, 500).replace(/"([^"]*)"/g, (_, p: string) => {
    const words = tokenize(p);
    if (words.length > 1) phrases.push(words);
    else if (words.length === 1) return ` ${words[0]} `;
    return ' ';
  });
  const words = tokenize(rest);
  const groups: TermGroup[] = [];
  const seen = new Set<string>();
  words.forEach((w, i) => {
    const isLast = i === words.length - 1;
    const prefix = !!opts.lastIsPrefix && isLast && !/\s$/.test(text);
    if (seen.has(w) || (STOPWORDS.has(w) && !prefix)) return;
    seen.add(w);
    groups.push({ term: w, alternatives: [w], prefix });
  });
  // A query of only stop words still has to search for something.
  if (groups.length === 0 && phrases.length === 0 && words.length > 0) {
    for (const w of new Set(words)) groups.push({ term: w, alternatives: [w], prefix: false });
  }
  return { groups, phrases };
}

/** Whether the query means "everything in scope" (000 §5: empty keywords are sent as `*`). */
export function isMatchAll(keywords: string): boolean {
  return keywords.trim() === '' || keywords.trim() === '*';
}

/** Optimal-string-alignment distance (Damerau-Levenshtein with adjacent swaps), capped at `max` + 1. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return Math.min(prev[n], max + 1);
}
