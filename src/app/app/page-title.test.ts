import { describe, expect, it } from 'vitest';
import { composeTitle, pageTitleKey } from './page-title';

describe('000 §2.2: the page type comes from the URL, home by default', () => {
  it('each screen names itself', () => {
    expect(pageTitleKey('/favorites')).toBe('favorites.title');
    expect(pageTitleKey('/home/subscriptions')).toBe('nav.home');
    expect(pageTitleKey('/content-search/')).toBe('search.type.all');
    expect(pageTitleKey('/mysubscription-search')).toBe('search.type.subscribedAll');
    expect(pageTitleKey('/compass-points-change-history/1/2/abc')).toBe('compassPoints.history.title');
    expect(pageTitleKey('/admin/audits')).toBe('admin.title');
  });
  it('the longest prefix wins, and a prefix must end at a path segment', () => {
    expect(pageTitleKey('/document-view')).toBe('compassPoints.viewer.title');
    expect(pageTitleKey('/compass-points-admin-list')).toBe('nav.compassPointsAdmin');
    expect(pageTitleKey('/groupsx')).toBe('nav.home');
  });
  it('anything else is the home page type', () => {
    expect(pageTitleKey('/')).toBe('nav.home');
    expect(pageTitleKey('/no-such-screen')).toBe('nav.home');
  });
});

describe('the title reads subject – screen – library', () => {
  it('joins what is there, without empty parts or repeats', () => {
    expect(composeTitle('MSA HB12-24', 'Document', 'Bearing')).toBe('MSA HB12-24 – Document – Bearing');
    expect(composeTitle(null, 'My favorites', 'Bearing')).toBe('My favorites – Bearing');
    expect(composeTitle('  ', 'Bearing', 'Bearing')).toBe('Bearing');
  });
});
