import { describe, expect, it } from 'vitest';
import type { RefinementNode } from '../../../api/search';
import { billboardItems, billboardSearchUrl } from './billboard';

const node = (k: string, show: boolean, logo: string | null = null): RefinementNode => ({
  k,
  r: 1,
  n: `${k} publisher`,
  pk: null,
  parentKey: null,
  count: 3,
  isChecked: false,
  child: [],
  showBillboard: show,
  billboardName: show ? `${k} collection` : null,
  billboardLogo: logo,
});

describe('000 §3 billboard: an account with the billboard setting shows the nodes that carry showBillboard', () => {
  it('lists each billboard node with its billboard name and logo', () => {
    expect(billboardItems(true, [node('MSA', true, '/m.svg'), node('KES', false)])).toEqual([
      { key: 'MSA', name: 'MSA collection', logo: '/m.svg' },
    ]);
  });
  it('shows nothing for an account without the setting, or before the nodes arrive', () => {
    expect(billboardItems(false, [node('MSA', true)])).toEqual([]);
    expect(billboardItems(true, undefined)).toEqual([]);
  });
  it('opens the subscription search refined to the collection (000 §2.3)', () => {
    const url = new URL(billboardSearchUrl({ key: 'MSA', name: 'MSA collection', logo: null }), 'http://h');
    expect(url.pathname).toBe('/mysubscription-search/');
    expect(JSON.parse(url.searchParams.get('categories')!)).toEqual([
      { k: 'MSA', n: 'MSA collection', r: 1, pn: null, pk: null },
    ]);
  });
});
