import { describe, expect, it } from 'vitest';
import type { TenantConfig } from '../../../api/tenant';
import {
  clampInput,
  keywordsToSend,
  searchTypeAvailable,
  showsScopeRadio,
  sortRequest,
  stypeChoices,
  typeAheadReady,
  validateSearchTerm,
} from './search-rules';

describe('000 §5 minimum 2 characters after trimming; my-subscription allows an empty term', () => {
  it('content, designation and semantic search need 2', () => {
    expect(validateSearchTerm(' a ', 'content')).toEqual({ ok: false, reason: 'tooShort' });
    expect(validateSearchTerm('ab', 'content')).toEqual({ ok: true });
    expect(validateSearchTerm('   ', 'semantic')).toEqual({ ok: false, reason: 'tooShort' });
  });
  it('my-subscription accepts empty but not a single character', () => {
    expect(validateSearchTerm('', 'subscription')).toEqual({ ok: true });
    expect(validateSearchTerm('  ', 'subscription')).toEqual({ ok: true });
    expect(validateSearchTerm('a', 'subscription')).toEqual({ ok: false, reason: 'tooShort' });
  });
});

describe('000 §5 sent text is URL-decoded, truncated to 500, empty sent as *', () => {
  it('decodes escapes and keeps bad escapes as typed', () => {
    expect(keywordsToSend('steel%20beam')).toBe('steel beam');
    expect(keywordsToSend('100%')).toBe('100%');
  });
  it('truncates to 500', () => {
    expect(keywordsToSend('x'.repeat(600))).toHaveLength(500);
  });
  it('sends * for an empty term', () => {
    expect(keywordsToSend('')).toBe('*');
    expect(keywordsToSend('   ')).toBe('*');
  });
  it('the input holds at most 500 characters', () => {
    expect(clampInput('y'.repeat(501))).toHaveLength(500);
  });
});

describe('000 §5 type-ahead needs at least 3 characters', () => {
  it('counts trimmed characters', () => {
    expect(typeAheadReady('D1')).toBe(false);
    expect(typeAheadReady(' D1 ')).toBe(false);
    expect(typeAheadReady('D12')).toBe(true);
  });
});

describe('000 §5 sort: BEST_MATCH sends no sort parameter, others OVERRIDE_SORT', () => {
  it('maps each option', () => {
    expect(sortRequest('BEST_MATCH')).toEqual({ sortType: 'BEST_MATCH' });
    expect(sortRequest('designationNo,asc')).toEqual({ sort: 'designationNo,asc', sortType: 'OVERRIDE_SORT' });
    expect(sortRequest('designationNo,desc')).toEqual({ sort: 'designationNo,desc', sortType: 'OVERRIDE_SORT' });
  });
});

type Types = TenantConfig['searchTypesConfiguration'];
const all: Types = [
  { code: 'ALL', enabled: true, labelKey: 'a' },
  { code: 'KEYWORD', enabled: true, labelKey: 'k' },
  { code: 'DESIGNATION', enabled: false, labelKey: 'd' },
  { code: 'SUBSCRIBED_ALL', enabled: true, labelKey: 's' },
];

describe('000 §4 a search type unavailable on the page puts the bar in its error state', () => {
  it('content search follows the stype configuration code', () => {
    expect(searchTypeAvailable('content', 'A', all, false)).toBe(true);
    expect(searchTypeAvailable('content', 'D', all, false)).toBe(false);
  });
  it('my-subscription needs SUBSCRIBED_ALL; semantic needs the account flag', () => {
    expect(searchTypeAvailable('subscription', 'A', all, false)).toBe(true);
    expect(
      searchTypeAvailable(
        'subscription',
        'A',
        all.map((t) => (t.code === 'SUBSCRIBED_ALL' ? { ...t, enabled: false } : t)),
        false,
      ),
    ).toBe(false);
    expect(searchTypeAvailable('semantic', 'A', all, false)).toBe(false);
    expect(searchTypeAvailable('semantic', 'A', all, true)).toBe(true);
  });
  it('offers only the enabled stypes and the radio only with SUBSCRIBED_ALL', () => {
    expect(stypeChoices(all)).toEqual(['A', 'K']);
    expect(showsScopeRadio(all)).toBe(true);
    expect(showsScopeRadio(all.map((t) => (t.code === 'SUBSCRIBED_ALL' ? { ...t, enabled: false } : t)))).toBe(false);
  });
});

describe('000 §9: ALL, KEYWORD, DESIGNATION and SUBSCRIBED_ALL are on when the configuration omits them', () => {
  it('an empty configuration offers every type and the radio', () => {
    expect(stypeChoices([])).toEqual(['A', 'K', 'D']);
    expect(showsScopeRadio([])).toBe(true);
    expect(searchTypeAvailable('subscription', 'A', [], false)).toBe(true);
  });
  it('a type the configuration lists as off stays off; the others it omits stay on', () => {
    expect(stypeChoices([{ code: 'KEYWORD', enabled: false, labelKey: 'k' }])).toEqual(['A', 'D']);
  });
});
