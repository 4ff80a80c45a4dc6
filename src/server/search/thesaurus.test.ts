import { describe, expect, it } from 'vitest';
import { Thesaurus, ThesaurusBuilder, definedTerms } from './thesaurus';
import { Vocabulary } from './vocabulary';

const terminology = {
  title: 'Standard Terminology Relating to Petroleum products and lubricants',
  body: 'Scope\nThis terminology covers fuels.\nTerminology\n3.1 Wax crystallisation, n. - a condition in which volatility is observed.\n\n3.2 Cloud point, n. - the measured response of diesel fuel oil.',
};
const guide = {
  title: 'Standard Guide for Assessing Self-Loosening in Hex Head Bolt',
  body: 'Terminology\n3.1 Self-loosening, n. - a condition in which galling is observed.\n\n3.2 Hydrogen embrittlement, n. - the value obtained.',
};

function thesaurus(synonyms: Record<string, string[]> | null = null): Thesaurus {
  const b = new ThesaurusBuilder();
  b.add(terminology);
  b.add(guide);
  // 100 documents; "fuel" and "oil" are in most of them, the rest are specific.
  const vocabulary = new Vocabulary([
    { term: 'wax', doc_count: 5 },
    { term: 'crystallisation', doc_count: 5 },
    { term: 'cloud', doc_count: 4 },
    { term: 'point', doc_count: 30 },
    { term: 'loosening', doc_count: 3 },
    { term: 'self', doc_count: 9 },
    { term: 'petroleum', doc_count: 12 },
    { term: 'products', doc_count: 15 },
    { term: 'lubricants', doc_count: 12 },
    { term: 'fuel', doc_count: 60 },
    { term: 'embrittlement', doc_count: 3 },
    { term: 'aviation', doc_count: 4 },
    { term: 'turbine', doc_count: 4 },
    { term: 'hydrogen', doc_count: 6 },
  ]);
  return new Thesaurus(b.toData(), vocabulary, synonyms, 100);
}
const words = (t: Thesaurus, q: string[]) => Object.fromEntries(t.expand(q).map((e) => [e.word, e.weight]));

describe('the thesaurus is built from the terms the catalogue defines', () => {
  it('reads each "Term, n. - definition" clause of a section', () => {
    expect(definedTerms(guide.title, guide.body)).toEqual({ field: null, terms: ['self-loosening', 'hydrogen embrittlement'] });
  });
  it('files the terms of a "Standard Terminology Relating to …" document under its field', () => {
    expect(definedTerms(terminology.title, terminology.body).field).toBe('petroleum products and lubricants');
    const data = new ThesaurusBuilder();
    data.add(terminology);
    data.add({ ...terminology, title: `${terminology.title} (FR)` });
    expect(data.toData().terms).toEqual([
      { term: 'cloud point', fields: ['petroleum products and lubricants'], docs: 2 },
      { term: 'wax crystallisation', fields: ['petroleum products and lubricants'], docs: 2 },
    ]);
  });
  it('adds to what an earlier index write stored', () => {
    const first = new ThesaurusBuilder();
    first.add(guide);
    const next = new ThesaurusBuilder(first.toData());
    next.add(guide);
    expect(next.toData().terms).toEqual([
      { term: 'hydrogen embrittlement', fields: [], docs: 2 },
      { term: 'self-loosening', fields: [], docs: 2 },
    ]);
  });
});

describe("query expansion reaches the catalogue's terms from a user's words", () => {
  it('maps a site word to its technical term through the curated synonyms', () => {
    expect(words(thesaurus({ jet: ['aviation turbine fuel'] }), ['jet'])).toMatchObject({ aviation: 1, turbine: 1, fuel: 1 });
  });
  it('derives catalogue words from the stem of a word the catalogue does not use', () => {
    const t = thesaurus();
    expect(t.derivations('waxy')).toContain('wax');
    expect(t.derivations('loose')).toContain('loosening');
    // A prefixed derivation is looked for among the defined terms' words.
    expect(t.derivations('brittle')).toContain('embrittlement');
    // A word the catalogue holds is matched as typed.
    expect(t.derivations('cloud')).toEqual([]);
  });
  it('brings the rest of a defined term, and its field more weakly', () => {
    const w = words(thesaurus(), ['wax']);
    expect(w.crystallisation).toBeCloseTo(0.6);
    expect(w.petroleum).toBeCloseTo(0.25);
    expect(w.lubricants).toBeCloseTo(0.25);
  });
  it('never adds a word most documents hold, nor a typed word again', () => {
    const w = words(thesaurus({ waxy: ['wax', 'fuel'] }), ['waxy', 'cloud']);
    expect(w.fuel).toBe(1); // a synonym is taken as written
    expect(w.point).toBeUndefined(); // in 30 % of documents: says nothing about the subject
    expect(w.cloud).toBeUndefined();
    expect(w.wax).toBe(1);
  });
  it('adds nothing without synonyms for a word the catalogue neither holds nor derives', () => {
    expect(thesaurus().expand(['xylophone'])).toEqual([]);
  });
});
