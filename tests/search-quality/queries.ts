/*
 * The search-quality set over the demo catalogue (seedDemo with 500 documents, seed 1: the
 * seed is deterministic, so content codes are stable). Ground truth comes from the catalogue's
 * own fields (a content code, a title phrase, a topic), never from the engine under test.
 */

export type Mode = 'A' | 'K' | 'D' | 'semantic';

export interface QualityQuery {
  query: string;
  kind: 'designation' | 'keyword' | 'phrase' | 'misspelling' | 'meaning' | 'question';
  /** Relevant documents: exact content codes, English documents whose title holds a phrase, or a topic's documents. */
  expect: { contentCodes?: string[]; titleIncludes?: string; topic?: string };
}

export const CATALOGUE = { documents: 500, seed: 1 };

/** Modes each kind is measured in; designation queries must rank their document first in D and A. */
export const MODES_BY_KIND: Record<QualityQuery['kind'], Mode[]> = {
  designation: ['D', 'A'],
  keyword: ['A', 'K', 'semantic'],
  phrase: ['A', 'K', 'semantic'],
  misspelling: ['A', 'K', 'semantic'],
  meaning: ['semantic', 'A'],
  // A question in the user's own words (site-questions.ts), in every mode a user could pick.
  question: ['semantic', 'A', 'K', 'D'],
};

const t = (kind: QualityQuery['kind'], query: string, titleIncludes: string): QualityQuery => ({
  query,
  kind,
  expect: { titleIncludes },
});
const m = (query: string, topic: string): QualityQuery => ({ query, kind: 'meaning', expect: { topic } });

/** The catalogue row a designation case is built from. */
export interface DesignationTarget {
  designation: string;
  designation_no: string;
  publisher_code: string;
}

/**
 * Designation queries are built from documents picked by rule, typed the ways people type them,
 * so they keep resolving while the demo catalogue evolves. A typed year expects that edition;
 * no year expects the active English edition of the family.
 */
export interface DesignationCase {
  /** Which document: the `nth` English document of this kind, in id order. */
  pick: 'dual' | 'plain' | 'historical' | 'research' | 'journal';
  nth: number;
  typed: (d: DesignationTarget) => string;
  /** Whether the typed text keeps the year (expects exactly this edition). */
  withYear: boolean;
}

const noYear = (d: DesignationTarget) => d.designation;
const spaced = (s: string) => s.replace(/^([A-Z]+)(\d)/, '$1 $2').replace(/\/([A-Z]+)(\d)/, '/$1 $2');
const fourDigitYear = (s: string) => s.replace(/-(\d\d)$/, (_, y: string) => `-${Number(y) > 50 ? 19 : 20}${y}`);

export const DESIGNATION_CASES: DesignationCase[] = [
  { pick: 'dual', nth: 0, withYear: true, typed: (d) => d.designation_no },
  {
    pick: 'dual',
    nth: 0,
    withYear: true,
    typed: (d) => fourDigitYear(spaced(d.designation_no)).toLowerCase().replace(/-/, ' – '),
  },
  { pick: 'dual', nth: 0, withYear: false, typed: (d) => d.designation.split('/')[1] },
  { pick: 'dual', nth: 1, withYear: false, typed: (d) => d.designation.split('/')[1].toLowerCase() },
  { pick: 'dual', nth: 1, withYear: false, typed: (d) => noYear(d).toLowerCase() },
  { pick: 'dual', nth: 2, withYear: true, typed: (d) => `${d.designation.split('/')[0]}-${d.designation_no.slice(-2)}` },
  { pick: 'plain', nth: 0, withYear: true, typed: (d) => d.designation_no },
  { pick: 'plain', nth: 0, withYear: false, typed: (d) => spaced(noYear(d)).toLowerCase() },
  { pick: 'plain', nth: 1, withYear: true, typed: (d) => fourDigitYear(d.designation_no) },
  { pick: 'plain', nth: 1, withYear: false, typed: (d) => noYear(d).toLowerCase() },
  { pick: 'plain', nth: 2, withYear: false, typed: (d) => noYear(d).replace(/^([A-Z]+)(\d)/, '$10$2') },
  { pick: 'plain', nth: 3, withYear: true, typed: (d) => `${d.publisher_code} ${d.designation_no}` },
  { pick: 'plain', nth: 4, withYear: true, typed: (d) => spaced(d.designation_no) },
  { pick: 'historical', nth: 0, withYear: true, typed: (d) => d.designation_no },
  { pick: 'historical', nth: 1, withYear: true, typed: (d) => d.designation_no.toLowerCase() },
  { pick: 'historical', nth: 2, withYear: true, typed: (d) => `${d.publisher_code} ${d.designation_no}` },
  { pick: 'research', nth: 0, withYear: true, typed: (d) => d.designation_no },
  { pick: 'research', nth: 1, withYear: false, typed: (d) => noYear(d).toLowerCase().replace('-', ' ') },
  { pick: 'journal', nth: 0, withYear: true, typed: (d) => d.designation_no },
];

export const QUERIES: QualityQuery[] = [
  // Keywords.
  t('keyword', 'dry film thickness deck coating', 'Dry Film Thickness Of Deck Coating'),
  t('keyword', 'compacted fill', 'Compacted Fill'),
  t('keyword', 'self-loosening hex head bolt', 'Self-Loosening In Hex Head Bolt'),
  t('keyword', 'wedge tensile strength anchor rod', 'Wedge Tensile Strength Of Anchor Rod'),
  t('keyword', 'izod impact polyethylene film', 'Izod Impact Resistance Of Polyethylene Film'),
  t('keyword', 'turbidity wastewater', 'Turbidity Of Industrial Wastewater'),
  t('keyword', 'biofouling', 'Biofouling'),
  t('keyword', 'ballast tank lining', 'Ballast Tank Lining'),
  t('keyword', 'flux-cored electrode', 'Flux-Cored Electrode'),
  t('keyword', 'polycarbonate sheet', 'Polycarbonate Sheet'),
  t('keyword', 'drinking water specification', 'Specification For Drinking Water'),
  t('keyword', 'crude petroleum', 'Crude Petroleum'),
  // Phrases.
  t('phrase', '"stress cracking"', 'Stress Cracking'),
  t('phrase', '"mass loss" mild steel coupon', 'Mass Loss Of Mild Steel Coupon'),
  t('phrase', '"lack of fusion"', 'Lack Of Fusion'),
  t('phrase', '"wax crystallisation"', 'Wax Crystallisation'),
  // Misspellings a user would type.
  t('misspelling', 'biofoulng', 'Biofouling'),
  t('misspelling', 'polycarbonat sheet', 'Polycarbonate Sheet'),
  t('misspelling', 'turbidty', 'Turbidity'),
  t('misspelling', 'galvanized sheet', 'Galvanised Sheet'),
  t('misspelling', 'aluminum alloy panel', 'Aluminium Alloy Panel'),
  t('misspelling', 'hydralic fluid', 'Hydraulic Fluid'),
  t('misspelling', 'thermoplastic elastomr', 'Thermoplastic Elastomer'),
  t('misspelling', 'self consolidatng concrete', 'Self-Consolidating Concrete'),
  // Meaning only: words the catalogue does not use.
  m('gasoline', 'petroleum'),
  m('motor oil for car engines', 'petroleum'),
  m('barnacles growing on ship hulls', 'coatings'),
  m('rusting metal pipes', 'corrosion'),
  m('sewage and drinking supply', 'water'),
  m('earthquake ground shaking', 'geotechnical'),
  m('plastic bottles and bags', 'polymers'),
  m('screws and nails', 'fasteners'),
  m('bridge girders and beams', 'steel'),
];
