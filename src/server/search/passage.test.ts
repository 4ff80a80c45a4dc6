import { describe, expect, it } from 'vitest';
import { PASSAGE_MARKS_MAX, PASSAGE_TEXT_MAX } from '../../api/search';
import { Catalogue } from './catalogue';
import { passageTerms, pickPassage, sentences, type Passage, type PassageField } from './passage';
import { lexicalPassageConcepts, semanticPassageConcepts, semanticTerms } from './semantic-terms';
import { SITE_SYNONYMS } from './site-synonyms';
import { Vocabulary } from './vocabulary';

const DOCS = 100;
const vocabulary = new Vocabulary(
  Object.entries({
    concrete: 12,
    corrosion: 9,
    oxidation: 5,
    rust: 6,
    formation: 7,
    reinforcing: 4,
    bar: 6,
    compressive: 8,
    strength: 15,
    steel: 18,
    specimen: 15,
    pipe: 5,
  }).map(([term, doc_count]) => ({ term, doc_count })),
);
const catalogue = new Catalogue(
  '1',
  Array.from({ length: DOCS }, (_, i) => ({
    id: i + 1,
    publisher_id: 1,
    designation_no: `A${i + 1}`,
    status: 'Active',
    language_code: 'en-US',
    edition_order: 1,
    nodes: null,
  })),
  [],
  [],
  vocabulary,
  null,
  SITE_SYNONYMS,
);

const count = (w: string) => vocabulary.count(w);
const semantic = (q: string) => passageTerms(semanticPassageConcepts(semanticTerms(catalogue, q)), count, DOCS);
const lexical = (q: string) => passageTerms(lexicalPassageConcepts(catalogue, q), count, DOCS);
const marked = (p: Passage | null) => p?.marks.map((m) => p.text.slice(m.start, m.end)) ?? [];

/** Every mark inside the text, sorted, apart, non-empty; the text within the limit. */
function expectWellFormed(p: Passage | null) {
  expect(p).not.toBeNull();
  expect(p!.text.length).toBeLessThanOrEqual(PASSAGE_TEXT_MAX);
  expect(p!.marks.length).toBeLessThanOrEqual(PASSAGE_MARKS_MAX);
  let end = 0;
  for (const m of p!.marks) {
    expect(m.start).toBeGreaterThanOrEqual(end);
    expect(m.end).toBeGreaterThan(m.start);
    expect(m.end).toBeLessThanOrEqual(p!.text.length);
    end = m.end;
  }
}

const rebarDocument: PassageField[] = [
  { source: 'description', heading: null, text: 'Covers concrete mixes for bridge decks and the tests they need.' },
  { source: 'keywords', heading: null, text: 'concrete; bridge deck; mix design' },
  {
    source: 'section',
    heading: 'Scope',
    text: 'This specification covers the determination of compressive strength of concrete. It applies to cast specimens.',
  },
  {
    source: 'section',
    heading: 'Terminology',
    text: 'Oxidation, n. - a condition in which rust formation is observed on the reinforcing bar embedded in concrete.',
  },
];

describe("a semantic result's passage names the question's concepts through the thesaurus", () => {
  it('"rebar rusting inside concrete" picks the sentence naming oxidation of the reinforcing bar', () => {
    const p = pickPassage(semantic('rebar rusting inside concrete'), rebarDocument);
    expectWellFormed(p);
    expect(p!.source).toBe('section');
    expect(p!.heading).toBe('Terminology');
    expect(marked(p)).toEqual(expect.arrayContaining(['Oxidation', 'rust', 'reinforcing bar', 'concrete']));
  });

  it('the typed words, their stems and their spelling fallbacks alone never reach "oxidation"', () => {
    const p = pickPassage(lexical('rebar rusting inside concrete'), rebarDocument);
    expect(marked(p)).toEqual(expect.arrayContaining(['rust', 'concrete']));
    expect(marked(p)).not.toContain('Oxidation');
  });

  it('marks a word in its inflected form and with its diacritics', () => {
    const p = pickPassage(lexical('pipe corrosion'), [
      { source: 'section', heading: 'Scope', text: 'Buried pipes show corrosión where the coating failed.' },
    ]);
    expect(marked(p)).toEqual(['pipes', 'corrosión']);
  });
});

describe('a passage explains with the best sentence, and a section before the description on a tie', () => {
  it('prefers a sentence naming two concepts over one naming one concept twice', () => {
    const p = pickPassage(semantic('rust steel'), [
      { source: 'section', heading: 'Significance', text: 'Rust and corrosion reduce the service life.' },
      { source: 'section', heading: 'Apparatus', text: 'Corrosion of steel is measured with a probe.' },
    ]);
    expect(p!.heading).toBe('Apparatus');
  });

  it('takes a section sentence over an equally good description sentence', () => {
    const p = pickPassage(lexical('concrete'), [
      { source: 'description', heading: null, text: 'Tests for concrete.' },
      { source: 'section', heading: 'Scope', text: 'Tests for concrete.' },
    ]);
    expect(p).toMatchObject({ source: 'section', heading: 'Scope' });
  });

  it('has no heading outside a section, and nothing to show when no sentence names a concept', () => {
    const fields: PassageField[] = [{ source: 'description', heading: null, text: 'Covers concrete mixes.' }];
    expect(pickPassage(lexical('concrete'), fields)).toMatchObject({ source: 'description', heading: null });
    expect(pickPassage(lexical('steel'), fields)).toBeNull();
  });
});

describe('a long sentence is cut to the limit around its matches, on word boundaries', () => {
  const filler = 'The apparatus shall be kept clean and dry between the determinations made by the operator';
  const long = `${filler}, ${filler}, and the oxidation of the reinforcing bar is reported, ${filler}, ${filler}.`;

  it('keeps the matches, marks them where they now stand and shows the cuts', () => {
    const p = pickPassage(semantic('rebar rusting'), [{ source: 'section', heading: 'Report', text: long }]);
    expectWellFormed(p);
    expect(p!.text.startsWith('…')).toBe(true);
    expect(p!.text.endsWith('…')).toBe(true);
    expect(marked(p)).toEqual(['oxidation', 'reinforcing bar']);
    // No word is cut in half at either end.
    const inner = p!.text.slice(1, -1);
    expect(long).toContain(inner);
    expect(long[long.indexOf(inner) - 1]).toMatch(/\s/);
    expect(long[long.indexOf(inner) + inner.length]).toMatch(/[\s,.]/);
  });

  it('cuts unspaced text hard rather than not at all', () => {
    const text = `${'混凝土'.repeat(120)} rust ${'钢筋'.repeat(100)}`;
    const p = pickPassage(lexical('rust'), [{ source: 'section', heading: null, text }]);
    expectWellFormed(p);
    expect(marked(p)).toEqual(['rust']);
  });

  it('splits a field into sentences at sentence ends, not at decimal points or abbreviations before lower case', () => {
    expect(sentences('Hold 2.5 min at 23 °C. Then weigh it.\nTerm, n. - a value.')).toEqual([
      'Hold 2.5 min at 23 °C.',
      'Then weigh it.',
      'Term, n. - a value.',
    ]);
  });
});

describe('an empty or huge query is handled', () => {
  it('explains nothing for a query with no words', () => {
    expect(semantic('   ').byStem.size).toBe(0);
    expect(pickPassage(lexical(''), rebarDocument)).toBeNull();
  });

  it('answers a query of hundreds of words over a huge text, within the limits', () => {
    const words = 'rust concrete steel bar pipe oxidation formation specimen strength compressive'.split(' ');
    const query = Array.from({ length: 80 }, (_, i) => words[i % words.length] + (i >= words.length ? i : '')).join(' ');
    const text = Array.from({ length: 5000 }, (_, i) => `Sentence ${i} names ${words[i % words.length]} and more.`).join(' ');
    const started = performance.now();
    const p = pickPassage(semantic(query.slice(0, 500)), [{ source: 'section', heading: 'Body', text }]);
    expect(performance.now() - started).toBeLessThan(1000);
    expectWellFormed(p);
  });

  it("keeps at most the contract's number of marks", () => {
    const text = Array.from({ length: 40 }, () => 'rust').join(' ; ');
    const p = pickPassage(lexical('rust'), [{ source: 'section', heading: null, text }]);
    expectWellFormed(p);
    expect(p!.marks).toHaveLength(PASSAGE_MARKS_MAX);
  });
});
