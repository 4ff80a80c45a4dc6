import { describe, expect, it } from 'vitest';
import type { RefinementNode } from '../../../api/search';
import { countIndex, nodeCount, nodesWithMatches } from './refinement-view';

const node = (k: string, r = 6): RefinementNode => ({ k, r, n: k, pk: null, parentKey: null, count: 1, isChecked: false, child: [], showBillboard: false, billboardName: null, billboardLogo: null });

describe('000 §4 refinement counts are loaded separately and shown per node', () => {
  it('indexes counts by tree and key', () => {
    const idx = countIndex([{ k: 'a', r: 6, n: 'A', count: 3 }, { k: 'a', r: 0, n: 'A', count: 9 }]);
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
