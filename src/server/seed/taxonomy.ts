import { TOPICS } from './vocab';
import { PUBLISHERS } from './orgs';

import { TREE_ROOT, type Tree } from '../db/taxonomy-trees';

export { TREE_ROOT, type Tree };

// Real ICS field codes and names; only the fields the topics use, with their parents.
const ICS: Record<string, string> = {
  '13': 'Environment. Health protection. Safety',
  '13.060': 'Water quality',
  '13.060.50': 'Examination of water for chemical substances',
  '13.080': 'Soil quality. Pedology',
  '21': 'Mechanical systems and components for general use',
  '21.060': 'Fasteners',
  '21.060.10': 'Bolts, screws, studs',
  '21.060.20': 'Nuts',
  '25': 'Manufacturing engineering',
  '25.160': 'Welding, brazing and soldering',
  '25.160.10': 'Welding processes',
  '25.160.40': 'Welded joints and welds',
  '47': 'Shipbuilding and marine structures',
  '47.020': 'Shipbuilding and marine structures in general',
  '71': 'Chemical technology',
  '71.040': 'Analytical chemistry',
  '75': 'Petroleum and related technologies',
  '75.080': 'Petroleum products in general',
  '75.100': 'Lubricants, industrial oils and related products',
  '75.160': 'Fuels',
  '75.160.20': 'Liquid fuels',
  '77': 'Metallurgy',
  '77.040': 'Testing of metals',
  '77.040.10': 'Mechanical testing of metals',
  '77.060': 'Corrosion of metals',
  '77.140': 'Iron and steel products',
  '77.140.10': 'Heat-treatable steels',
  '77.140.20': 'Stainless steels',
  '77.140.60': 'Steel bars and rods',
  '83': 'Rubber and plastic industries',
  '83.060': 'Rubber',
  '83.080': 'Plastics',
  '83.080.01': 'Plastics in general',
  '83.080.20': 'Thermoplastic materials',
  '87': 'Paint and colour industries',
  '87.020': 'Paint coating processes',
  '87.040': 'Paints and varnishes',
  '91': 'Construction materials and building',
  '91.100': 'Construction materials',
  '91.100.10': 'Cement. Gypsum. Lime. Mortar',
  '91.100.30': 'Concrete and concrete products',
  '93': 'Civil engineering',
  '93.020': 'Earthworks. Excavations. Foundation construction. Underground works',
};

const CATEGORIES: Record<string, string> = {
  metals: 'Metals and alloys',
  construction: 'Construction',
  materials: 'Plastics and materials',
  energy: 'Energy and fuels',
  coatings: 'Paints and coatings',
  mechanical: 'Mechanical components',
  environment: 'Environment',
  publications: 'Books, journals and manuals',
};

const INDUSTRIES: Record<string, string> = {
  construction: 'Building and construction',
  manufacturing: 'Manufacturing',
  energy: 'Oil, gas and energy',
  infrastructure: 'Transport infrastructure',
  packaging: 'Packaging',
  automotive: 'Automotive',
  transportation: 'Transportation',
  'chemical processing': 'Chemical processing',
  marine: 'Marine and offshore',
  mining: 'Mining',
  utilities: 'Water utilities',
  environment: 'Environmental services',
};

/** Document types and, under Standard, the kinds a title names. */
export const DOCUMENT_TYPES: [string, string, string | null][] = [
  ['Standard', 'Standard', null],
  ['Test Method', 'Test Method', 'Standard'],
  ['Specification', 'Specification', 'Standard'],
  ['Practice', 'Practice', 'Standard'],
  ['Guide', 'Guide', 'Standard'],
  ['Terminology', 'Terminology', 'Standard'],
  ['Translated', 'Translated', null],
  ['Research-Report', 'Research Report', null],
  ['Journal', 'Journal article', null],
  ['Book', 'Book', null],
  ['Symposium', 'Symposium paper', null],
  ['Manual', 'Manual', null],
];

function icsParent(code: string): string | null {
  const i = code.lastIndexOf('.');
  return i < 0 ? null : code.slice(0, i);
}

export interface TaxonomyNodeSeed {
  id: number;
  tree: Tree;
  key: string;
  name: string;
  parent_key: string | null;
  root: number;
}

/** Every taxonomy node, with explicit ids, in a fixed order. */
export function buildTaxonomy(): TaxonomyNodeSeed[] {
  const rows: TaxonomyNodeSeed[] = [];
  const add = (tree: Tree, key: string, name: string, parent: string | null) =>
    rows.push({ id: rows.length + 1, tree, key, name, parent_key: parent, root: TREE_ROOT[tree] });
  for (const code of Object.keys(ICS).sort()) add('ics', code, ICS[code], icsParent(code));
  for (const p of PUBLISHERS) add('publisher', p.code, p.name, null);
  for (const [k, n] of Object.entries(CATEGORIES)) add('category', k, n, null);
  for (const t of TOPICS) {
    add('topic', t.key, t.name, null);
    t.subjects.forEach((s, i) => add('topic', `${t.key}.${i + 1}`, s, t.key));
  }
  for (const [k, n] of Object.entries(INDUSTRIES)) add('industry', k, n, null);
  for (const [k, n, parent] of DOCUMENT_TYPES) add('documentType', k, n, parent);
  for (const t of TOPICS) {
    add('committee', t.committee[0], t.committee[1], null);
    t.subjects.forEach((s, i) => add('committee', `${t.committee[0]}.${String(i + 1).padStart(2, '0')}`, s, t.committee[0]));
  }
  return rows;
}

/** Node ids by `${tree}:${key}`, plus the chain of ancestors so a document sits on every level. */
export class TaxonomyIndex {
  private byKey = new Map<string, { id: number; parent: string | null }>();
  constructor(rows: { id: number; tree: string; key: string; parent_key: string | null }[]) {
    for (const r of rows) this.byKey.set(`${r.tree}:${r.key}`, { id: r.id, parent: r.parent_key });
  }
  /** The node and its ancestors (ids), so refinement counts are a plain GROUP BY. */
  withAncestors(tree: Tree, key: string): number[] {
    const out: number[] = [];
    let k: string | null = key;
    while (k) {
      const n = this.byKey.get(`${tree}:${k}`);
      if (!n) throw new Error(`unknown taxonomy node ${tree}:${k}`);
      out.push(n.id);
      k = n.parent;
    }
    return out;
  }
}
