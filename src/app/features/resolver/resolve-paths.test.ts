import { describe, expect, it } from 'vitest';
import { resolveTypeLookup, resolverPathLookup } from './resolve-paths';
import { documentUrl } from './resolver-links';

describe('000 §2.6 /resolve/{type}: SUBSCRIPTION or EDIT with an edit value resolves the content code', () => {
  it('resolves both types (any case)', () => {
    expect(resolveTypeLookup('SUBSCRIPTION', new URLSearchParams('edit=D1234-19'))).toEqual({ designation: 'D1234-19' });
    expect(resolveTypeLookup('edit', new URLSearchParams('edit=A36/A36M'))).toEqual({ designation: 'A36/A36M' });
  });
  it('other types or no edit value resolve nothing', () => {
    expect(resolveTypeLookup('OTHER', new URLSearchParams('edit=D1234'))).toBeNull();
    expect(resolveTypeLookup('EDIT', new URLSearchParams(''))).toBeNull();
    expect(resolveTypeLookup('EDIT', new URLSearchParams('edit=%20'))).toBeNull();
  });
});

describe('000 §2.6 /DIGITAL_LIBRARY and /Standards map the path to a lookup', () => {
  it('the last segment is the designation', () => {
    expect(resolverPathLookup('/Standards/D1234.htm')).toEqual({ designation: 'D1234' });
    expect(resolverPathLookup('/DIGITAL_LIBRARY/STP/STP1234-19')).toEqual({ designation: 'STP1234-19', assetId: 'STP1234-19' });
    expect(resolverPathLookup('/Standards/A36%2FA36M')).toEqual({ designation: 'A36/A36M' });
  });
  it('no segment after the root resolves nothing', () => {
    expect(resolverPathLookup('/Standards')).toBeNull();
    expect(resolverPathLookup('/Standards/')).toBeNull();
  });
});

describe('000 §2.6 historical or withdrawn paths: designation and year from the last segment split on a dash', () => {
  it('historical', () => {
    expect(resolverPathLookup('/Standards/HISTORICAL/D1234-19.htm')).toEqual({
      designation: 'D1234',
      year: '19',
      status: 'Historical',
    });
  });
  it('withdrawn', () => {
    expect(resolverPathLookup('/DIGITAL_LIBRARY/withdrawn/E2-2003')).toEqual({
      designation: 'E2',
      year: '2003',
      status: 'Withdrawn',
    });
  });
  it('splits on the last dash; no year keeps the whole designation', () => {
    expect(resolverPathLookup('/Standards/historical/NWP-A12-20')).toEqual({
      designation: 'NWP-A12',
      year: '20',
      status: 'Historical',
    });
    expect(resolverPathLookup('/Standards/historical/D1234')).toEqual({ designation: 'D1234', status: 'Historical' });
  });
});

describe('000 §2.6 opening at the document base URL with contentCode (and page)', () => {
  it('builds /document?contentCode', () => {
    expect(documentUrl('C-1')).toBe('/document?contentCode=C-1');
    expect(documentUrl('C-1', '5')).toBe('/document?contentCode=C-1&page=5');
  });
});

describe('002 §7 a /DIGITAL_LIBRARY path may name a publication by its asset id', () => {
  it('asks by asset id first, by designation after; /Standards by designation only', () => {
    expect(resolverPathLookup('/DIGITAL_LIBRARY/JOURNALS/JMT/PAGES/JMT-2024-00042.htm')).toEqual({
      designation: 'JMT-2024-00042',
      assetId: 'JMT-2024-00042',
    });
    expect(resolverPathLookup('/Standards/JMT-2024-00042')).toEqual({ designation: 'JMT-2024-00042' });
  });
});
