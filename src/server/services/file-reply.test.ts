import { describe, expect, it } from 'vitest';
import { MAX_RANGES, parseRanges } from './byte-ranges';
import { ifRangeHolds, noneMatch } from './file-etag';
import { citedDesignations } from './related-content';

describe('byte ranges of the PDF reply (pdf.js fetches ranges; RFC 9110 §14)', () => {
  it('start-end, open end, suffix; clamps the end', () => {
    expect(parseRanges('bytes=0-99', 1000)).toEqual([{ start: 0, end: 99 }]);
    expect(parseRanges('bytes=900-', 1000)).toEqual([{ start: 900, end: 999 }]);
    expect(parseRanges('bytes=-100', 1000)).toEqual([{ start: 900, end: 999 }]);
    expect(parseRanges('bytes=-5000', 1000)).toEqual([{ start: 0, end: 999 }]);
    expect(parseRanges('bytes=990-2000', 1000)).toEqual([{ start: 990, end: 999 }]);
  });
  it('nothing satisfiable (a range past the end, a zero suffix) is a 416', () => {
    expect(parseRanges('bytes=1000-', 1000)).toBe('invalid');
    expect(parseRanges('bytes=5000-6000', 1000)).toBe('invalid');
    expect(parseRanges('bytes=-0', 1000)).toBe('invalid');
    expect(parseRanges('bytes=1000-1001, 2000-', 1000)).toBe('invalid');
  });
  it('several ranges: in order, overlapping and touching ones merged, unsatisfiable ones dropped', () => {
    expect(parseRanges('bytes=500-599,0-99', 1000)).toEqual([
      { start: 0, end: 99 },
      { start: 500, end: 599 },
    ]);
    expect(parseRanges('bytes=0-99,50-149,150-199', 1000)).toEqual([{ start: 0, end: 199 }]);
    expect(parseRanges('bytes=0-9,5000-', 1000)).toEqual([{ start: 0, end: 9 }]);
  });
  it('no usable Range (absent, other unit, malformed, backwards, too many parts) sends the whole file', () => {
    expect(parseRanges(undefined, 1000)).toBeNull();
    expect(parseRanges('items=0-1', 1000)).toBeNull();
    expect(parseRanges('bytes=abc', 1000)).toBeNull();
    expect(parseRanges('bytes=50-10', 1000)).toBeNull();
    const many = Array.from({ length: MAX_RANGES + 1 }, (_, i) => `${i * 10}-${i * 10 + 1}`).join(',');
    expect(parseRanges(`bytes=${many}`, 10_000)).toBeNull();
  });
});

describe('validators: If-None-Match compares weakly, If-Range strongly (RFC 9110 §13.1)', () => {
  const etag = '"a0-abc"';
  const lm = 'Wed, 25 Nov 2026 01:00:00 GMT';
  it('If-None-Match matches the tag, a weak form of it, one of a list, or *', () => {
    expect(noneMatch('"a0-abc"', etag)).toBe(true);
    expect(noneMatch('W/"a0-abc"', etag)).toBe(true);
    expect(noneMatch('"x", "a0-abc"', etag)).toBe(true);
    expect(noneMatch('*', etag)).toBe(true);
    expect(noneMatch('"a0-abd"', etag)).toBe(false);
    expect(noneMatch(undefined, etag)).toBe(false);
  });
  it('If-Range holds for the same strong tag or the exact Last-Modified, not for a weak or stale one', () => {
    expect(ifRangeHolds(undefined, etag, lm)).toBe(true);
    expect(ifRangeHolds('"a0-abc"', etag, lm)).toBe(true);
    expect(ifRangeHolds(lm, etag, lm)).toBe(true);
    expect(ifRangeHolds('W/"a0-abc"', etag, lm)).toBe(false);
    expect(ifRangeHolds('"a0-old"', etag, lm)).toBe(false);
    expect(ifRangeHolds('Tue, 24 Nov 2026 01:00:00 GMT', etag, lm)).toBe(false);
  });
});

describe('cited content comes from the Referenced Documents section (001 §3 Related content)', () => {
  it('the designation that starts each paragraph, numbered or not, once each', () => {
    expect(
      citedDesignations('2.1 A103 Test Method for Hardness of Steel\n\n2.2 KS120 Guide for Bolts\n\n2.3 A103 Test Method again'),
    ).toEqual(['A103', 'KS120']);
    expect(citedDesignations('D150/D150M Specification for Concrete')).toEqual(['D150/D150M']);
    expect(citedDesignations('No other documents are referenced in this test method.')).toEqual([]);
  });
});
