import { describe, expect, it } from 'vitest';
import type { RefinementNode } from '../../../api/search';
import { countIndex, layeredCount, nodeCount, nodesWithMatches, subscribedPublishers } from './refinement-view';

const node = (k: string, r = 6): RefinementNode => ({
  k,
  r,
  n: k,
  pk: null,
  parentKey: null,
  count: 1,
  isChecked: false,
  child: [],
  showBillboard: false,
  billboardName: null,
  billboardLogo: null,
});

describe('000 §4 refinement counts are loaded separately and shown per node', () => {
  it('indexes counts by tree and key', () => {
    const idx = countIndex([
      { k: 'a', r: 6, n: 'A', count: 3 },
      { k: 'a', r: 0, n: 'A', count: 9 },
    ]);
    expect(nodeCount(node('a'), idx)).toBe(3);
    expect(nodeCount(node('a', 0), idx)).toBe(9);
    expect(nodeCount(node('b'), idx)).toBe(0);
    expect(nodeCount(node('a'), null)).toBeNull();
  });
  it('offers only nodes with matches once counts are in', () => {
    const idx = countIndex([{ k: 'a', r: 6, n: 'A', count: 3 }]);
    expect(nodesWithMatches([node('a'), node('b')], idx).map((n) => n.k)).toEqual(['a']);
    expect(nodesWithMatches([node('a'), node('b')], null).map((n) => n.k)).toEqual(['a', 'b']);
  });
});

describe("000 §7 refinement nodes: the subscription search lists the account's subscribed publishers", () => {
  const nodes = [node('MSA', 1), node('KES', 1), node('HMI', 1)];
  it("keeps the nodes' order, dropping publishers without matches unless selected", () => {
    const counts = new Map([
      ['MSA', 4],
      ['HMI', 0],
    ]);
    expect(subscribedPublishers(nodes, counts, (n) => n.k === 'HMI').map((n) => n.k)).toEqual(['MSA', 'HMI']);
  });
  it('shows every subscribed publisher while the counts load', () => {
    expect(subscribedPublishers(nodes, null, () => false).map((n) => n.k)).toEqual(['MSA', 'KES', 'HMI']);
  });
});

describe("000 §7 top-level counts: a first-level node has its count before every tree's counts arrive", () => {
  const top = countIndex([{ k: 'c1', r: 3, n: 'C1', count: 7 }]);
  it('takes the top-level figure while the full counts load', () => {
    expect(layeredCount(node('c1', 3), null, top)).toBe(7);
    expect(layeredCount(node('c1-child', 3), null, top)).toBeNull();
  });
  it('takes the full counts once they are here', () => {
    expect(layeredCount(node('c1', 3), countIndex([{ k: 'c1', r: 3, n: 'C1', count: 5 }]), top)).toBe(5);
    expect(layeredCount(node('c1', 3), null, null)).toBeNull();
  });
});
