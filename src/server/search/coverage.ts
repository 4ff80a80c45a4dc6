import { tokenize } from './text';

/*
 * Concept coverage: the titles-and-keywords ranking of a semantic query, re-ordered by how many
 * of the question's concepts a document's title and keywords name. A concept is one typed word
 * with the words the thesaurus and the spelling fallbacks add for it ("paint": paint, coating).
 * BM25 scores every added word as a term of its own, so a document naming both "paint" and
 * "coating" scored for one concept twice and beat a document naming "blistering", the only word
 * for the symptom asked about. Here a concept counts once, by its best word (as Lucene's
 * SynonymQuery scores a word and its synonyms as one term), weighted by how rare that word is.
 */

/** One concept of a question: its words and how much each counts (1 = the typed word). */
export interface Concept {
  words: { word: string; weight: number }[];
}

/** A title word counts fully; a keyword, which lists a trade's vocabulary more loosely, counts this much. */
const KEYWORD_FIELD = 0.5;

/** A crude stem, so "pipes" meets "pipe" and "welded" meets "weld" as the engines' stemmers would. */
export function stemKey(word: string): string {
  for (const s of ['ing', 'ed', 'es', 's']) if (word.endsWith(s) && word.length - s.length >= 4) return word.slice(0, -s.length);
  return word;
}

/**
 * The coverage score of each document: Σ over concepts of the best (field weight × word weight
 * × inverse document frequency) among the concept's words the document's title or keywords hold.
 */
export function coverageScores(
  concepts: Concept[],
  docs: { title: string; keywords: string }[],
  documentCount: (word: string) => number,
  total: number,
): number[] {
  const prepared = concepts.map((c) =>
    c.words.map((w) => ({ key: stemKey(w.word), weight: w.weight * Math.log(1 + total / Math.max(1, documentCount(w.word))) })),
  );
  return docs.map((d) => {
    const title = new Set(tokenize(d.title).map(stemKey));
    const keywords = new Set(tokenize(d.keywords).map(stemKey));
    let score = 0;
    for (const words of prepared) {
      let best = 0;
      for (const w of words) {
        const field = title.has(w.key) ? 1 : keywords.has(w.key) ? KEYWORD_FIELD : 0;
        best = Math.max(best, field * w.weight);
      }
      score += best;
    }
    return score;
  });
}
