import { describe, expect, it } from 'vitest';
import { subscriptionSearchUrl } from './search-links';

describe('000 §2.3 subscription card links to my-subscription search with categories {k, n, r:1, pn:null, pk:null}', () => {
  it('builds the categories JSON exactly', () => {
    const url = subscriptionSearchUrl({
      id: 1,
      subscriptionInfo: {
        publisherSearchKey: 'NWP',
        subscriptionAbbrName: 'Northwind',
        subscriptionImagePath: '',
        subscriptionName: 'Northwind Press',
      },
    });
    const u = new URL(url, 'http://x');
    expect(u.pathname).toBe('/mysubscription-search/');
    expect(u.searchParams.get('content')).toBe('');
    expect(u.searchParams.get('categories')).toBe('[{"k":"NWP","n":"Northwind","r":1,"pn":null,"pk":null}]');
  });
});
