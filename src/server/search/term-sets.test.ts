import { describe, expect, it } from 'vitest';
import { combineTermSets, TermSetCache } from './term-sets';

const set = (...ids: number[]) => Int32Array.from(ids);

describe('a query matches the documents holding every group (all) or some group (any)', () => {
  it('intersects the groups for all', () => {
    expect(combineTermSets([[set(1, 2, 3, 9)], [set(9, 3, 4)]], false)).toEqual([3, 9]);
  });
  it('unites the groups for any', () => {
    expect(combineTermSets([[set(5, 1)], [set(3)]], true)).toEqual([1, 3, 5]);
  });
  it('lets any alternative of a group (a typed word or its correction) stand for the group', () => {
    // Document 2 holds both alternatives of the first group: it still counts once for it.
    expect(combineTermSets([[set(1, 2), set(2, 7)], [set(2, 7, 8)]], false)).toEqual([2, 7]);
  });
  it('matches nothing when a group matches nothing', () => {
    expect(combineTermSets([[set(1, 2)], [set()]], false)).toEqual([]);
  });
});

describe('stop words constrain nothing, as in the database', () => {
  it('leaves out a group of stop words', () => {
    expect(combineTermSets([[null], [set(4, 6)]], false)).toEqual([4, 6]);
  });
  it('ignores a stop-word alternative', () => {
    expect(combineTermSets([[null, set(3)]], false)).toEqual([3]);
  });
  it('matches nothing for a query of stop words only', () => {
    expect(combineTermSets([[null], [null]], true)).toEqual([]);
  });
});

describe('the term-set cache is bounded by the ids it holds and forgets the least recently used', () => {
  it('evicts the least recently used set to make room', () => {
    const c = new TermSetCache(5);
    c.set('a', set(1, 2));
    c.set('b', set(3, 4));
    c.get('a');
    c.set('c', set(5, 6));
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toEqual(set(1, 2));
    expect(c.size).toBe(4);
  });
  it('keeps a stop word (null) without counting it', () => {
    const c = new TermSetCache(1);
    c.set('the', null);
    expect(c.get('the')).toBeNull();
    expect(c.size).toBe(0);
  });
  it('does not keep a set larger than the whole cache', () => {
    const c = new TermSetCache(2);
    c.set('big', set(1, 2, 3));
    expect(c.get('big')).toBeUndefined();
  });
  it('replaces a set under the same key', () => {
    const c = new TermSetCache(10);
    c.set('a', set(1, 2, 3));
    c.set('a', set(1));
    expect(c.size).toBe(1);
  });
});
