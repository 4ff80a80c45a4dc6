import { STOPWORDS, tokenize } from './text';
import type { Vocabulary } from './vocabulary';

/*
 * The domain thesaurus used to expand a semantic query. It is built at index time from the
 * catalogue itself: every term a Terminology section defines ("3.2 Wax crystallisation, n. - …")
 * becomes an entry, and a "Standard Terminology Relating to <field>" document files its terms
 * under that field, which gives each term a broader term (rust formation → corrosion of metals).
 * At query time a user's word reaches the catalogue's terms through
 *   - the curated site synonyms (everyday → technical, site-synonyms.ts),
 *   - its derivations in the catalogue's vocabulary (waxy → wax, loose → loosening, brittle →
 *     embrittlement), for a word the catalogue does not use itself,
 * and each term reached brings the rest of its defined term (wax → crystallisation) and, more
 * weakly, its field (rust → corrosion). Expansion only adds words; the typed ones stay, and
 * fusion with the typed-words ranking keeps a wrong expansion from taking over.
 */

/** What the index stores (key_values `search.thesaurus`). */
export interface ThesaurusData {
  /** Defined terms: lower-case text, the fields of the terminology standards defining it, how many documents define it. */
  terms: { term: string; fields: string[]; docs: number }[];
}

export const THESAURUS_KEY = 'search.thesaurus';

const DEFINITION = /(?:^|\n)\s*\d+(?:\.\d+)*\s+([^,\n]{2,60}),\s*n\.\s*[-–—]/g;
const TERMINOLOGY_TITLE = /^standard terminology relating to (.+?)(?:\s*\([A-Z]{2}\))?\s*$/i;

/** The terms a document defines, and the field its title names when it is a terminology standard. */
export function definedTerms(title: string, body: string): { field: string | null; terms: string[] } {
  const field = TERMINOLOGY_TITLE.exec(title)?.[1].toLowerCase() ?? null;
  const terms = new Set<string>();
  for (const m of body.matchAll(DEFINITION)) terms.add(m[1].trim().toLowerCase());
  return { field, terms: [...terms] };
}

/** Collects defined terms over the batches of a rebuild (bounded: one entry per distinct term). */
export class ThesaurusBuilder {
  private terms = new Map<string, { fields: Set<string>; docs: number }>();

  constructor(from?: ThesaurusData | null) {
    for (const t of from?.terms ?? []) this.terms.set(t.term, { fields: new Set(t.fields), docs: t.docs });
  }

  add(doc: { title: string; body: string }): void {
    const { field, terms } = definedTerms(doc.title, doc.body);
    for (const term of terms) {
      let e = this.terms.get(term);
      if (!e) this.terms.set(term, (e = { fields: new Set(), docs: 0 }));
      e.docs++;
      if (field) e.fields.add(field);
    }
  }

  toData(): ThesaurusData {
    return {
      terms: [...this.terms]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([term, e]) => ({ term, fields: [...e.fields].sort(), docs: e.docs })),
    };
  }
}

/** One word a query gains, and how much it counts beside a typed word (1). */
export interface ExpansionWord {
  word: string;
  weight: number;
  /** The typed word it came from. */
  from: string;
}

const SYNONYM = 1;
const DERIVED = 0.8;
const TERM_REST = 0.6;
const FIELD = 0.25;
/** Expansions that count this much stand in for a typed word in lexical matching; weaker ones only colour the query's meaning. */
export const LEXICAL_WEIGHT = 0.8;
/** A word in more than this share of documents says nothing about what a query wants. */
const COMMON = 0.2;
const MAX_DERIVED = 3;
const MAX_TERMS = 3;

/** English inflection and derivation endings, longest first, stripped to find a word's stem. */
const SUFFIXES = ['ening', 'ness', 'ing', 'ies', 'ied', 'ed', 'es', 'ly', 'y', 's', 'e'];

function stems(word: string): string[] {
  const out = new Set<string>();
  for (const s of SUFFIXES) if (word.endsWith(s) && word.length - s.length >= 3) out.add(word.slice(0, -s.length));
  // "stopping" → "stop", "sagging" → "sag".
  for (const s of [...out]) if (s.length >= 4 && s[s.length - 1] === s[s.length - 2]) out.add(s.slice(0, -1));
  return [...out];
}

export class Thesaurus {
  /** Defined terms holding each word. */
  private byWord = new Map<string, { words: string[]; fields: string[]; docs: number }[]>();

  constructor(
    data: ThesaurusData | null,
    private vocabulary: Vocabulary,
    private synonyms: Record<string, string[]> | null,
    private documents: number,
  ) {
    for (const t of data?.terms ?? []) {
      const words = tokenize(t.term).filter((w) => !STOPWORDS.has(w));
      const entry = { words, fields: t.fields, docs: t.docs };
      for (const w of new Set(words)) {
        let list = this.byWord.get(w);
        if (!list) this.byWord.set(w, (list = []));
        list.push(entry);
      }
    }
    for (const list of this.byWord.values()) list.sort((a, b) => b.docs - a.docs);
  }

  private specific(word: string): boolean {
    const n = this.vocabulary.count(word);
    return n > 0 && n <= Math.max(1, COMMON * this.documents);
  }

  /** Catalogue words derived from the same stem as a word the catalogue does not use. */
  derivations(word: string): string[] {
    if (this.vocabulary.has(word) || word.length < 4 || /\d/.test(word)) return [];
    const found = new Set<string>();
    for (const stem of stems(word)) {
      for (const c of this.vocabulary.completions(stem, 8)) if (c !== word) found.add(c);
      // Prefixed derivations: brittle → embrittlement.
      if (stem.length >= 5)
        for (const entryList of this.byWord.values())
          for (const e of entryList) for (const w of e.words) if (w.includes(stem) && w !== word) found.add(w);
    }
    return [...found].sort((a, b) => this.vocabulary.count(b) - this.vocabulary.count(a)).slice(0, MAX_DERIVED);
  }

  /** The words to add to a query of these (typed, lower-case, stop-word-free) words. */
  expand(words: string[]): ExpansionWord[] {
    const typed = new Set(words);
    const out = new Map<string, ExpansionWord>();
    const add = (word: string, weight: number, from: string) => {
      if (typed.has(word) || STOPWORDS.has(word) || word.length < 2) return;
      const prev = out.get(word);
      if (!prev || prev.weight < weight) out.set(word, { word, weight, from });
    };
    for (const w of words) {
      const reached = new Map<string, number>([[w, 1]]);
      for (const phrase of this.synonyms?.[w] ?? []) for (const s of tokenize(phrase)) reached.set(s, SYNONYM);
      for (const d of this.derivations(w)) if (!reached.has(d)) reached.set(d, DERIVED);
      for (const [r, weight] of reached) {
        if (r !== w) add(r, weight, w);
        // The rest of each defined term holding the word, then the field it is filed under.
        for (const e of (this.byWord.get(r) ?? []).slice(0, MAX_TERMS)) {
          for (const x of e.words) if (x !== r && this.specific(x)) add(x, weight * TERM_REST, w);
          for (const f of e.fields)
            for (const x of tokenize(f)) if (!STOPWORDS.has(x) && this.specific(x)) add(x, weight * FIELD, w);
        }
      }
    }
    return [...out.values()];
  }
}
