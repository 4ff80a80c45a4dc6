import { describe, expect, it } from 'vitest';
import { editDistance, isMatchAll, parseQuery, withoutQuestionWords } from './text';
import { Vocabulary } from './vocabulary';
import { fts5Expression } from './sqlite-engine';
import { tsqueryText } from './postgres-engine';

describe('query parsing (000 §5: 500 characters, * means everything)', () => {
  it('splits phrases from words and drops stop words', () => {
    expect(parseQuery('"mass loss" of the Steel coupon')).toEqual({
      phrases: [['mass', 'loss']],
      groups: [
        { term: 'steel', alternatives: ['steel'], prefix: false },
        { term: 'coupon', alternatives: ['coupon'], prefix: false },
      ],
    });
  });
  it('marks the last word as a prefix for type-ahead unless a space follows it', () => {
    expect(parseQuery('steel wi', { lastIsPrefix: true }).groups.at(-1)!.prefix).toBe(true);
    expect(parseQuery('steel wi ', { lastIsPrefix: true }).groups.at(-1)!.prefix).toBe(false);
  });
  it('treats empty and * as match-all', () => {
    expect(isMatchAll(' * ')).toBe(true);
    expect(isMatchAll('')).toBe(true);
    expect(isMatchAll('a*')).toBe(false);
  });
  it('reads at most 500 characters', () => {
    expect(parseQuery(`${'x'.repeat(499)} tail`).groups.map((g) => g.term)).not.toContain('tail');
  });
});

describe('misspelling fallbacks: edit distance and the vocabulary', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('corrosion', 'corosion')).toBe(1);
    expect(editDistance('viscosity', 'visocsity')).toBe(1);
    expect(editDistance('galvanized', 'galvanised')).toBe(1);
    expect(editDistance('steel', 'concrete')).toBe(3);
  });
  it('adds corrections to unknown words and completions to prefixes; known words stay as typed', () => {
    const v = new Vocabulary([
      { term: 'corrosion', doc_count: 50 },
      { term: 'corrosive', doc_count: 5 },
      { term: 'steel', doc_count: 90 },
    ]);
    expect(v.expand(parseQuery('corosion steel')).groups.map((g) => g.alternatives)).toEqual([
      ['corosion', 'corrosion'],
      ['steel'],
    ]);
    expect(v.expand(parseQuery('corr', { lastIsPrefix: true })).groups[0].alternatives).toEqual([
      'corr',
      'corrosion',
      'corrosive',
    ]);
  });
});

describe('engine query text for each stype', () => {
  const q = { groups: [{ term: 'steel', alternatives: ['steel', 'steal'], prefix: false }], phrases: [['mass', 'loss']] };
  it('FTS5: OR of alternatives, quoted phrase, column filter for K', () => {
    expect(fts5Expression(q, 'all')).toBe('("steel" OR "steal") AND "mass loss"');
    expect(fts5Expression(q, 'titles')).toBe('{title keywords} : (("steel" OR "steal") AND "mass loss")');
  });
  it('PostgreSQL: weight labels for K and followed-by for phrases', () => {
    expect(tsqueryText(q, 'all')).toBe("('steel' | 'steal') & ('mass' <-> 'loss')");
    expect(tsqueryText(q, 'titles')).toBe("('steel':BC | 'steal':BC) & ('mass':BC <-> 'loss':BC)");
  });
});

describe('a semantic question is matched without the words that only shape it', () => {
  it('drops question words and keeps the subject', () => {
    expect(withoutQuestionWords(parseQuery('how much does the bolt torque need')).groups.map((g) => g.term)).toEqual([
      'bolt',
      'torque',
    ]);
  });
  it('keeps them when nothing else is left to match', () => {
    expect(withoutQuestionWords(parseQuery('how much')).groups.map((g) => g.term)).toEqual(['how', 'much']);
  });
});
