import { describe, expect, it } from 'vitest';
import { designationCandidates, designationPrefix, looksLikeDesignation, normaliseDesignation } from './designation';

describe('designation normalisation (src/README.md §6: case, spaces, dual designations, year suffixes)', () => {
  it.each([
    ['A36/A36M-14', ['A36', 'A36M'], '14'],
    ['A 36/A 36M – 14', ['A36', 'A36M'], '14'],
    ['a36', ['A36'], null],
    ['A36M', ['A36M'], null],
    ['A0036', ['A36'], null],
    ['D 1234-19', ['D1234'], '19'],
    ['d1234', ['D1234'], null],
    ['D1234-2019', ['D1234'], '19'],
    ['D1234−19a', ['D1234'], '19'],
    ['D1234-14e1', ['D1234'], '14'],
    ['D1234-14(R2019)', ['D1234'], '14'],
    ['RR-A120-19', ['RRA120'], '19'],
    ['rr a120', ['RRA120'], null],
    ['NW 105', ['NW105'], null],
    ['BK12-21', ['BK12'], '21'],
  ])('%s → %j, year %s', (input, parts, year) => {
    const k = normaliseDesignation(input)!;
    expect(k.parts).toEqual(parts);
    expect(k.year).toBe(year);
  });

  it('every spelling of one designation meets on the same key', () => {
    const keys = ['D1234-19', 'd 1234 - 2019', 'D1234–19', ' d1234-19 '].map((s) => JSON.stringify(normaliseDesignation(s)));
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps the number for number-only queries', () => {
    expect(normaliseDesignation('A0036/A0036M')!.number).toBe('36');
    expect(normaliseDesignation('1234')!.parts).toEqual(['1234']);
  });

  it('rejects text without a designation', () => {
    expect(normaliseDesignation('steel')).toBeNull();
    expect(normaliseDesignation('  ')).toBeNull();
    expect(normaliseDesignation('-')).toBeNull();
  });

  it('tells designations from words', () => {
    expect(looksLikeDesignation('A36/A36M-14')).toBe(true);
    expect(looksLikeDesignation('d 1234')).toBe(true);
    expect(looksLikeDesignation('steel plate')).toBe(false);
    expect(looksLikeDesignation('2019')).toBe(false);
  });

  it('strips a leading publisher code as printed in display designations', () => {
    const c = designationCandidates('MSA A120-19');
    expect(c.map((k) => k.parts[0])).toContain('A120');
    expect(c.find((k) => k.parts[0] === 'A120')!.year).toBe('19');
  });

  it('gives a type-ahead prefix for designation-like text only', () => {
    expect(designationPrefix('a3')).toBe('A3');
    expect(designationPrefix('KS 12')).toBe('KS12');
    expect(designationPrefix('ste')).toBeNull();
  });
});
