import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeIhsResolver, ihsResolverAction } from './ihs-resolver';

const b64 = (s: string) => btoa(s);
const act = (qs: string) => ihsResolverAction(decodeIhsResolver(b64(qs)));

describe('000 §2.6 ihsResolver: base64 of a query string with search, designation, year, status, publisher, page', () => {
  it('decodes every field', () => {
    expect(decodeIhsResolver(b64('search=steel&designation=D1234&year=19&status=Active&publisher=NWP&page=4'))).toEqual({
      search: 'steel',
      designation: 'D1234',
      year: '19',
      status: 'Active',
      publisher: 'NWP',
      page: '4',
    });
  });
  it('accepts URL-safe base64, missing padding, a leading ? and UTF-8 text', () => {
    const utf8 = btoa(String.fromCharCode(...new TextEncoder().encode('search=béton')));
    expect(decodeIhsResolver(utf8)?.search).toBe('béton');
    expect(decodeIhsResolver(b64('?designation=A36/A36M').replace(/=+$/, ''))?.designation).toBe('A36/A36M');
    expect(decodeBase64(b64('a?b>c').replace(/\+/g, '-').replace(/\//g, '_'))).toBe('a?b>c');
  });
  it('rejects text that is not base64', () => {
    expect(decodeIhsResolver('not base64 !!')).toBeNull();
    expect(decodeIhsResolver('')).toBeNull();
    expect(ihsResolverAction(null)).toEqual({ kind: 'none' });
  });
});

describe('000 §2.6 ihsResolver: search only goes to /content-search/?content={search}[-year]', () => {
  it('search alone', () => {
    expect(act('search=steel bridges')).toEqual({ kind: 'search', url: '/content-search/?content=steel+bridges&stype=A' });
  });
  it('search with a year appends -year', () => {
    expect(act('search=D1234&year=19')).toEqual({ kind: 'search', url: '/content-search/?content=D1234-19&stype=A' });
  });
});

describe('000 §2.6 ihsResolver: designation with year or status looks up the content code (content search on Not found Content)', () => {
  it('with a year, keeping the page', () => {
    expect(act('designation=D1234&year=19&page=7')).toEqual({
      kind: 'lookup',
      designation: 'D1234',
      year: '19',
      status: null,
      page: '7',
      fallbackUrl: '/content-search/?content=D1234&stype=A',
    });
  });
  it('with a status', () => {
    expect(act('designation=D1234&status=Historical')).toMatchObject({ kind: 'lookup', status: 'Historical', year: null });
  });
});

describe('000 §2.6 ihsResolver: designation without year or status goes to content search', () => {
  it('searches for the designation', () => {
    expect(act('designation=D1234&publisher=NWP')).toEqual({ kind: 'search', url: '/content-search/?content=D1234&stype=A' });
  });
});

describe('000 §2.6 ihsResolver: only year or status searches with them as the term', () => {
  it('year only, status only, both', () => {
    expect(act('year=2019')).toEqual({ kind: 'search', url: '/content-search/?content=2019&stype=A' });
    expect(act('status=Withdrawn')).toEqual({ kind: 'search', url: '/content-search/?content=Withdrawn&stype=A' });
    expect(act('year=2019&status=Withdrawn')).toEqual({ kind: 'search', url: '/content-search/?content=2019+Withdrawn&stype=A' });
  });
  it('nothing usable does nothing', () => {
    expect(act('publisher=NWP')).toEqual({ kind: 'none' });
  });
});
