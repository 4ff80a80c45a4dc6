import { describe, expect, it } from 'vitest';
import { buildClauseLink, parseClausePlace } from './clause-link';

const parse = (url: string) => parseClausePlace(new URL(url).searchParams);

describe('a clause link is the document route with the place in its query', () => {
  it('links a page', () => {
    expect(buildClauseLink('https://app.example.com', '', 'DOC-1', { kind: 'page', page: 12 })).toBe(
      'https://app.example.com/document?contentCode=DOC-1&page=12',
    );
  });
  it('links a section, its id encoded', () => {
    expect(buildClauseLink('https://app.example.com', '/t', 'DOC 1', { kind: 'section', id: 'sec-4.2 a&b' })).toBe(
      'https://app.example.com/t/document?contentCode=DOC+1&section=sec-4.2+a%26b',
    );
  });
  it('keeps the base path without a doubled slash', () => {
    expect(buildClauseLink('http://h', '/base/', 'X', { kind: 'page', page: 1 })).toBe(
      'http://h/base/document?contentCode=X&page=1',
    );
  });
  it('never links below page 1 or to a fraction of a page', () => {
    expect(buildClauseLink('http://h', '', 'X', { kind: 'page', page: 0 })).toContain('page=1');
    expect(buildClauseLink('http://h', '', 'X', { kind: 'page', page: 3.7 })).toContain('page=3');
  });
});

describe('opening a clause link reads back the place it was built for', () => {
  it('round-trips a page and a section', () => {
    expect(parse(buildClauseLink('http://h', '', 'X', { kind: 'page', page: 42 }))).toEqual({ kind: 'page', page: 42 });
    expect(parse(buildClauseLink('http://h', '', 'X', { kind: 'section', id: 'clause-7.1' }))).toEqual({
      kind: 'section',
      id: 'clause-7.1',
    });
  });
  it('ignores a page that is not a positive whole number', () => {
    for (const p of ['0', '-3', '2.5', 'abc', '', '1e3', '99999999999999999999'])
      expect(parse(`http://h/document?contentCode=X&page=${p}`)).toBeNull();
  });
  it('ignores an empty or overlong section id', () => {
    expect(parse('http://h/document?contentCode=X&section=%20')).toBeNull();
    expect(parse(`http://h/document?contentCode=X&section=${'a'.repeat(201)}`)).toBeNull();
  });
  it('a page wins over a section when a link carries both', () => {
    expect(parse('http://h/document?contentCode=X&page=3&section=s')).toEqual({ kind: 'page', page: 3 });
  });
  it('no place: the document opens at its start', () => {
    expect(parse('http://h/document?contentCode=X')).toBeNull();
  });
});
