import type { RefinementNode } from '../../../api/search';

/** One collection on the billboard: its publisher key, name and logo. */
export interface BillboardItem {
  key: string;
  name: string;
  logo: string | null;
}

/**
 * 000 §3 billboard: an account with the billboard setting shows its collections as a billboard on
 * home, from the refinement nodes that carry showBillboard (billboardName, billboardLogo). No
 * billboard for an account without the setting, or when no node asks for one.
 */
export function billboardItems(accountBillboard: boolean, nodes: readonly RefinementNode[] | undefined): BillboardItem[] {
  if (!accountBillboard || !nodes) return [];
  return nodes.filter((n) => n.showBillboard).map((n) => ({ key: n.k, name: n.billboardName || n.n, logo: n.billboardLogo }));
}

/** The subscription search of one billboard collection (000 §2.3 categories: k, n, r=1, pn and pk null). */
export function billboardSearchUrl(item: BillboardItem): string {
  const categories = JSON.stringify([{ k: item.key, n: item.name, r: 1, pn: null, pk: null }]);
  return `/mysubscription-search/?content=&stype=A&categories=${encodeURIComponent(categories)}`;
}
