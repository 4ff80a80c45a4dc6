import { PASSAGE_MARKS_MAX, PASSAGE_TEXT_MAX } from '../../api/search';
import { stemKey, type Concept } from './coverage';

/*
 * The passage that explains a result: the sentence of a document's indexed text that names the
 * most of the question's concepts (a typed word and the words the thesaurus or the spelling
 * fallbacks added for it count once, by the best of them, weighted by rarity, as in
 * coverage.ts), cut to a phone's couple of lines around its matches. Marks are offsets into the
 * passage, never markup: the text is the document's, and the client renders marks as elements.
 * Runs only for the page of results shown, on text the caller is allowed to see.
 */

/** Characters of a document's text read per result: the cost per result stays bounded whatever the document. */
const SCAN_MAX = 6_000;
/** Context kept before the first match when a long sentence is cut. */
const LEAD = 40;
/** Words a cut may drop to end on a word boundary; past this (unspaced scripts) the cut is hard. */
const SNAP_MAX = 30;
const ELLIPSIS = '…';
/** A list of terms (a Keywords section) names many words and explains less than a sentence does. */
const LIST_FACTOR = 0.8;

export type PassageSource = 'section' | 'description' | 'keywords';

/** A marked stretch of a passage: [start, end) in UTF-16 code units (JavaScript string indices). */
export interface PassageMark {
  start: number;
  end: number;
}

export interface Passage {
  text: string;
  /** Sorted, non-overlapping, within the text. */
  marks: PassageMark[];
  source: PassageSource;
  /** The section's heading when the passage comes from a section (none for a section that is just a page). */
  heading: string | null;
  /** The printed page the passage is on, for a document delivered as a PDF. */
  page: number | null;
}

/** One stretch of a document's text a passage may come from, in document order. */
export interface PassageField {
  source: PassageSource;
  heading: string | null;
  text: string;
  /** The page `text` starts on, when the field is printed pages (form feeds separate them). */
  page?: number;
}

/** A section that is one printed page names no heading of its own (content/pdf/sections.ts). */
const PAGE_HEADING = /^Page \d+$/;

/** The query's words by stem: the concepts each stands for and how much it counts there. */
export interface PassageTerms {
  byStem: Map<string, { concept: number; weight: number }[]>;
  /**
   * Whether folded text may hold one of the stems: a stem is a prefix of every word reducing to
   * it, so a sentence without any at a word start is skipped before it is split into words.
   * Most sentences of a result name none of the question's words.
   */
  probe: RegExp;
  /** The words of ASCII text starting with a stem (global): the only words worth looking up. */
  candidates: RegExp;
}

/** Preference among equally good sentences: a section shows what the card does not. */
const SOURCE_RANK: Record<PassageSource, number> = { section: 0, description: 1, keywords: 2 };

const fold = (w: string) =>
  w
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const ASCII = /^[^\u0080-\uffff]*$/;

/** Text for the probe: ASCII as it is (the probe ignores case), anything else folded as the query's words were. */
const folded = (text: string) => (ASCII.test(text) ? text : fold(text));

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Prepares the concepts for lookup; a word counts by its weight times its rarity in the catalogue. */
export function passageTerms(concepts: Concept[], documentCount: (word: string) => number, total: number): PassageTerms {
  const terms = new Map<string, { concept: number; weight: number }[]>();
  concepts.forEach((c, concept) => {
    for (const w of c.words) {
      const key = stemKey(fold(w.word));
      if (!key) continue;
      const weight = w.weight * Math.log(1 + Math.max(1, total) / Math.max(1, documentCount(w.word)));
      let list = terms.get(key);
      if (!list) terms.set(key, (list = []));
      const same = list.find((x) => x.concept === concept);
      if (!same) list.push({ concept, weight });
      else same.weight = Math.max(same.weight, weight);
    }
  });
  const stems = [...terms.keys()].map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const start = `(?<![\\p{L}\\p{N}])(?:${stems.join('|') || '(?!)'})`;
  return { byStem: terms, probe: new RegExp(start, 'iu'), candidates: new RegExp(`${start}[\\p{L}\\p{M}\\p{N}]*`, 'giu') };
}

interface Hit {
  start: number;
  end: number;
  found: { concept: number; weight: number }[];
}

/** Sentences of one field: lines, then sentence ends followed by a capital, digit or quote; whitespace collapsed. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = /\s\s|[\t\r\f\v]/.test(raw) ? raw.replace(/\s+/g, ' ').trim() : raw.trim();
    if (!line) continue;
    let from = 0;
    // The ASCII expression does the same for ASCII text, without Unicode property lookups.
    const ends = ASCII.test(line) ? /[.!?]["')\]]*\s+(?=[A-Z0-9"([])/g : /[.!?]["'”’)\]]*\s+(?=[\p{Lu}\p{N}"“‘([])|[。！？]/gu;
    for (const m of line.matchAll(ends)) {
      const end = m.index + m[0].length;
      out.push(line.slice(from, end).trim());
      from = end;
    }
    out.push(line.slice(from).trim());
  }
  return out.filter(Boolean);
}

/** The words of a sentence that stand for a concept. */
function hitsOf(unit: string, terms: PassageTerms): Hit[] {
  const hits: Hit[] = [];
  // ASCII folds by lower-casing, offsets unmoved: look up only the words starting with a stem.
  // Other text is folded whole for the probe, then word by word where its offsets stay true.
  const ascii = ASCII.test(unit);
  if (!ascii && !terms.probe.test(fold(unit))) return hits;
  for (const m of unit.matchAll(ascii ? terms.candidates : /[\p{L}\p{M}\p{N}]+/gu)) {
    const found = terms.byStem.get(stemKey(ascii ? m[0].toLowerCase() : fold(m[0])));
    if (found) hits.push({ start: m.index, end: m.index + m[0].length, found });
  }
  return hits;
}

/** Σ over concepts of the best weight among the hits naming it. */
function coverage(hits: Hit[]): number {
  const best = new Map<number, number>();
  for (const h of hits) for (const f of h.found) best.set(f.concept, Math.max(best.get(f.concept) ?? 0, f.weight));
  let s = 0;
  for (const v of best.values()) s += v;
  return s;
}

const listLike = (unit: string) => !/[.!?。！？]$/.test(unit) && (unit.match(/[;,]/g)?.length ?? 0) >= 2;

/** The hits merged where only a space or hyphen parts them ("reinforcing bar" is one mark), at most PASSAGE_MARKS_MAX. */
function marksOf(text: string, hits: { start: number; end: number }[]): PassageMark[] {
  const marks: PassageMark[] = [];
  for (const h of hits) {
    const last = marks[marks.length - 1];
    if (last && /^[\s\-‐–]$/.test(text.slice(last.end, h.start))) last.end = h.end;
    else marks.push({ start: h.start, end: h.end });
  }
  return marks.slice(0, PASSAGE_MARKS_MAX);
}

/** The sentence cut to `max` characters around its best-covered stretch, on word boundaries where it can. */
function clip(unit: string, hits: Hit[], max: number): { text: string; marks: PassageMark[] } {
  if (unit.length <= max) return { text: unit, marks: marksOf(unit, hits) };
  let from = 0;
  let bestScore = -1;
  for (const h of hits) {
    const s = Math.max(0, h.start - LEAD);
    const score = coverage(hits.filter((x) => x.start >= s && x.end <= s + max - 2));
    if (score > bestScore) [from, bestScore] = [s, score];
  }
  // Near the end of the sentence, show more of what leads up to the match instead of a short tail.
  from = Math.min(from, Math.max(0, unit.length - (max - ELLIPSIS.length)));
  // Start on a word: never past the first match, which is itself a word start.
  const anchor = hits.find((h) => h.start >= from)?.start ?? from;
  while (from > 0 && from < anchor && isWordChar(unit[from - 1]) && isWordChar(unit[from])) from++;
  while (from < anchor && /\s/.test(unit[from])) from++;
  const lead = from > 0 ? ELLIPSIS.length : 0;
  let to = Math.min(unit.length, from + max - lead);
  if (to < unit.length) {
    to = from + max - lead - ELLIPSIS.length;
    const hard = to;
    while (to > from && hard - to < SNAP_MAX && isWordChar(unit[to - 1]) && isWordChar(unit[to])) to--;
    if (hard - to >= SNAP_MAX || to <= from) to = hard;
    // Never split a surrogate pair.
    if (/[\uD800-\uDBFF]/.test(unit[to - 1] ?? '')) to--;
    while (to > from && /\s/.test(unit[to - 1])) to--;
  }
  const body = unit.slice(from, to);
  const text = (from > 0 ? ELLIPSIS : '') + body + (to < unit.length ? ELLIPSIS : '');
  const kept = hits
    .filter((h) => h.start >= from && h.end <= to)
    .map((h) => ({ start: h.start - from + lead, end: h.end - from + lead }));
  return { text, marks: marksOf(text, kept) };
}

/**
 * The passage of these fields that best names the query's concepts, or null when none names
 * any. Ties go to a section over the description and the keywords, then to the earlier text.
 */
export function pickPassage(terms: PassageTerms, fields: PassageField[], max = PASSAGE_TEXT_MAX): Passage | null {
  if (terms.byStem.size === 0) return null;
  let best: { score: number; rank: number; unit: string; hits: Hit[]; field: PassageField } | null = null;
  let budget = SCAN_MAX;
  for (const field of fields) {
    if (budget <= 0) break;
    const text = field.text.slice(0, budget);
    budget -= text.length;
    const rank = SOURCE_RANK[field.source];
    if (!terms.probe.test(folded(text))) continue;
    for (const unit of sentences(text)) {
      const hits = hitsOf(unit, terms);
      if (hits.length === 0) continue;
      const score = coverage(hits) * (field.source === 'keywords' || listLike(unit) ? LIST_FACTOR : 1);
      if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && rank < best.rank))
        best = { score, rank, unit, hits, field };
    }
  }
  if (!best) return null;
  const { text, marks } = clip(best.unit, best.hits, max);
  if (marks.length === 0) return null;
  const f = best.field;
  const page =
    f.page === undefined ? null : f.page + (f.text.slice(0, Math.max(0, f.text.indexOf(best.unit))).match(/\f/g)?.length ?? 0);
  const heading = f.source === 'section' && f.heading && !PAGE_HEADING.test(f.heading) ? f.heading : null;
  return { text, marks, source: f.source, heading, page };
}
