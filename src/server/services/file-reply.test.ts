import { describe, expect, it } from 'vitest';
import { parseRange } from './file-reply';
import { citedDesignations } from './related-content';

describe('byte ranges of the PDF reply (pdf.js fetches ranges)', () => {
  it('start-end, open end, suffix; clamps the end; refuses unsatisfiable; ignores what it does not support', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('invalid');
    expect(parseRange('bytes=50-10', 1000)).toBe('invalid');
    expect(parseRange('bytes=-0', 1000)).toBe('invalid');
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
  });
});

describe('cited content comes from the Referenced Documents section (001 §3 Related content)', () => {
  it('the designation that starts each paragraph, numbered or not, once each', () => {
    expect(citedDesignations('2.1 A103 Test Method for Hardness of Steel\n\n2.2 KS120 Guide for Bolts\n\n2.3 A103 Test Method again')).toEqual(['A103', 'KS120']);
    expect(citedDesignations('D150/D150M Specification for Concrete')).toEqual(['D150/D150M']);
    expect(citedDesignations('No other documents are referenced in this test method.')).toEqual([]);
  });
});
