import type { Catalogue } from './catalogue';
import type { Concept } from './coverage';
import { parseQuery, withoutQuestionWords, type ParsedQuery } from './text';
import { LEXICAL_WEIGHT, type ExpansionWord } from './thesaurus';

/*
 * What a question's words become before ranking: the typed words, the thesaurus's terms for
 * them and the spelling corrections that keep their meaning, grouped into one concept per typed
 * word. Semantic ranking (search-index.ts) and the passage that explains a result (passage.ts)
 * read the same terms, so a result is explained by the words that found it.
 */

/** Cosine above which a correction of a known word means the same (galvanized/galvanised, not motor/mortar). */
const SAME_MEANING = 0.5;
/** How much a spelling correction counts in a concept beside the typed word. */
const CORRECTION_WEIGHT = 0.8;
/** Word similarity of the embedding model; null when it does not know a word. */
export type Similarity = (a: string, b: string) => number | null;

export interface SemanticTerms {
  /** The typed words without question words. */
  parsed: ParsedQuery;
  /** Everything the thesaurus adds, weak terms included (they colour the query's vector). */
  expansion: ExpansionWord[];
  /** The lexical query: typed words, plausible corrections and the strong thesaurus terms, any of them matching. */
  expanded: ParsedQuery;
  /** One concept per typed word: the word, its corrections and its strong thesaurus terms. */
  concepts: Concept[];
}

/**
 * Keeps the spelling corrections that mean what the typed word means. A question is written in
 * plain English, and a real word the catalogue does not use is no typo: "motor" is not
 * "mortar", "car" not "care". When the model knows the typed word, a correction must be its
 * near-synonym (galvanized → galvanised); a word it does not know is a typo, corrected as in
 * every other search.
 */
function plausible(q: ParsedQuery, similarity: Similarity | undefined): ParsedQuery {
  if (!similarity) return q;
  return {
    ...q,
    groups: q.groups.map((g) => ({
      ...g,
      alternatives: g.alternatives.filter((a) => a === g.term || (similarity(g.term, a) ?? 1) >= SAME_MEANING),
    })),
  };
}

/** The terms of a semantic query (keywords already trimmed and capped). */
export function semanticTerms(cat: Catalogue, keywords: string, similarity?: Similarity): SemanticTerms {
  const parsed = withoutQuestionWords(parseQuery(keywords));
  const expansion = cat.thesaurus.expand([...parsed.groups.map((g) => g.term), ...parsed.phrases.flat()]);
  // A field's name or the rest of a defined term only colours the meaning (the vector); matched
  // as words they would pull in every document of the field, its terminology standard first.
  const strong = expansion.filter((e) => e.weight >= LEXICAL_WEIGHT);
  // A word the thesaurus understands is no typo: spelling corrections ("rusting" → "testing") only for the others.
  const understood = new Set(strong.map((e) => e.from));
  const corrected = plausible(
    cat.vocabulary.expand({ ...parsed, groups: parsed.groups.filter((g) => !understood.has(g.term)) }),
    similarity,
  );
  const groups = [
    ...parsed.groups.filter((g) => understood.has(g.term)),
    ...corrected.groups,
    ...strong.map((e) => ({ term: e.word, alternatives: [e.word], prefix: false })),
  ];
  const expanded: ParsedQuery = { ...corrected, any: true, groups };
  const concepts: Concept[] = parsed.groups.map((g) => {
    const words = new Map<string, number>([[g.term, 1]]);
    for (const a of corrected.groups.find((c) => c.term === g.term)?.alternatives ?? [])
      if (!words.has(a)) words.set(a, CORRECTION_WEIGHT);
    for (const e of strong) if (e.from === g.term && !words.has(e.word)) words.set(e.word, e.weight);
    return { words: [...words].map(([word, weight]) => ({ word, weight })) };
  });
  return { parsed, expansion, expanded, concepts };
}

/** A quoted phrase is one concept: its words count together, as the engines match them together. */
const phraseConcepts = (q: ParsedQuery): Concept[] => q.phrases.map((p) => ({ words: p.map((word) => ({ word, weight: 1 })) }));

/**
 * The concepts a passage explaining a semantic result marks: the words the ranking matched. The
 * weaker thesaurus terms only colour the query's vector; marked, they would explain "rusting"
 * by the "stability" of "oxidation stability".
 */
export function semanticPassageConcepts(t: SemanticTerms): Concept[] {
  return [...t.concepts, ...phraseConcepts(t.parsed)];
}

/** The concepts of a keyword (all-text) search: each typed word with the spelling fallbacks the engine also matched. */
export function lexicalPassageConcepts(cat: Catalogue, keywords: string): Concept[] {
  const q = cat.vocabulary.expand(parseQuery(keywords));
  const concepts = q.groups.map((g) => ({
    words: g.alternatives.map((word) => ({ word, weight: word === g.term ? 1 : CORRECTION_WEIGHT })),
  }));
  return [...concepts, ...phraseConcepts(q)];
}
