import type { Rng } from './rng';
import { REWORDINGS, type Topic } from './vocab';

/** A section as the generator edits it: paragraphs of sentences, so editions can differ in small ways. */
export interface DraftSection {
  heading: string;
  paragraphs: string[][];
}

export interface SectionRow {
  ordinal: number;
  heading: string;
  body: string;
}

/** What one document is about; every sentence is drawn from it. */
export interface Subject {
  topic: Topic;
  material: string;
  property: string;
  /** 'test method' | 'specification' | ... (lower case, for prose). */
  kind: string;
  /** Designations of other documents cited in Referenced Documents. */
  references: string[];
}

const STANDARD_HEADINGS = [
  'Scope',
  'Referenced Documents',
  'Terminology',
  'Summary of Test Method',
  'Significance and Use',
  'Apparatus',
  'Procedure',
  'Report',
  'Precision and Bias',
  'Keywords',
];
const PUBLICATION_HEADINGS = [
  'Abstract',
  'Introduction',
  'Materials and Methods',
  'Apparatus',
  'Results',
  'Discussion',
  'Conclusions',
  'Keywords',
];

const num = (rng: Rng, unit: string) => {
  const v = rng.pick([rng.int(2, 95), rng.int(100, 900), rng.int(1, 9) + rng.int(0, 9) / 10]);
  return `${v} ${unit}`;
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One sentence for a heading, with 'a' before a vowel fixed up. */
function sentence(rng: Rng, heading: string, s: Subject): string {
  return rawSentence(rng, heading, s).replace(/\b([Aa]) ([aeiou])/g, '$1n $2');
}

// Varied templates so editions and documents differ.
function rawSentence(rng: Rng, heading: string, s: Subject): string {
  const t = s.topic;
  const ph = () => rng.pick(t.phenomena);
  const ap = () => rng.pick(t.apparatus);
  const un = () => rng.pick(t.units);
  switch (heading) {
    case 'Scope':
    case 'Abstract':
    case 'Introduction':
      return rng.pick([
        `This ${s.kind} covers the determination of ${s.property} of ${s.material}.`,
        `The values stated in SI units are to be regarded as the standard; results are reported in ${un()}.`,
        `This ${s.kind} applies to ${s.material} used in ${rng.pick(t.industries)} applications where ${ph()} is a concern.`,
        `It does not address ${ph()} beyond the range of ${num(rng, un())}, which is covered elsewhere.`,
        `The user is responsible for establishing appropriate safety and health practices before use.`,
        `Interest in ${s.property} has grown as ${t.name.toLowerCase()} are used in more demanding service.`,
      ]);
    case 'Terminology':
      return `${cap(rng.pick([...t.phenomena, s.property, rng.pick(t.properties)]))}, n. - ${rng.pick([
        `the measured response of ${s.material} under the conditions of this ${s.kind}.`,
        `a condition in which ${rng.pick(t.phenomena)} is observed on the test specimen.`,
        `the value obtained when the ${ap()} is operated as described in the Procedure.`,
      ])}`;
    case 'Summary of Test Method':
    case 'Materials and Methods':
      return rng.pick([
        `A specimen of ${s.material} is prepared and its ${s.property} is measured with a ${ap()}.`,
        `The specimen is conditioned, then tested until ${ph()} is observed or the limit of ${num(rng, un())} is reached.`,
        `Results from at least ${rng.int(3, 6)} specimens are averaged to give the reported ${s.property}.`,
        `${cap(rng.pick(t.actions))}, then compare the result with the acceptance criterion.`,
      ]);
    case 'Significance and Use':
    case 'Discussion':
      return rng.pick([
        `The ${s.property} of ${s.material} is a primary indicator of performance in service.`,
        `This ${s.kind} is suitable for acceptance testing, quality control and research on ${t.name.toLowerCase()}.`,
        `${cap(ph())} can reduce the measured ${rng.pick(t.properties)} by as much as ${rng.int(5, 40)} %.`,
        `Results may not correlate with field performance where ${ph()} dominates.`,
      ]);
    case 'Apparatus':
      return `${cap(ap())}, capable of measuring ${rng.pick(t.properties)} to within ${num(rng, un())}${rng.chance(0.5) ? ', calibrated at intervals not exceeding 12 months' : ''}.`;
    case 'Procedure':
      return `${cap(rng.pick(t.actions))}${rng.chance(0.5) ? ` and hold for ${rng.int(2, 60)} min` : ''}.`;
    case 'Report':
      return `Report the ${rng.pick([s.property, ...t.properties])} ${rng.pick(['of each specimen', 'as the mean of all determinations', 'to the nearest ' + num(rng, un())])}.`;
    case 'Precision and Bias':
    case 'Results':
      return rng.pick([
        `The repeatability standard deviation for ${s.property} was ${rng.int(1, 9)}.${rng.int(0, 9)} ${un()} in an interlaboratory study of ${rng.int(6, 24)} laboratories.`,
        `The reproducibility limit is ${rng.int(2, 30)}.${rng.int(0, 9)} % of the mean value.`,
        `No information can be presented on the bias because no reference material of ${s.material} is available.`,
        `Values above ${num(rng, un())} showed increased scatter attributed to ${ph()}.`,
      ]);
    case 'Conclusions':
      return `The ${s.property} of ${s.material} depends strongly on ${rng.pick(t.phenomena)}, and testing should control it.`;
    default:
      return `See the relevant clauses of this ${s.kind}.`;
  }
}

function paragraphsFor(rng: Rng, heading: string, s: Subject): string[][] {
  if (heading === 'Referenced Documents' && s.references.length === 0)
    return [[`No other documents are referenced in this ${s.kind}.`]];
  if (heading === 'Referenced Documents')
    return s.references.map((r) => [
      `${r} ${rng.pick(['Test Method for', 'Practice for', 'Specification for', 'Guide for'])} ${cap(rng.pick(s.topic.properties))} of ${cap(rng.pick(s.topic.materials))}`,
    ]);
  if (heading === 'Keywords') return [[`${rng.sample(s.topic.keywords, 4).join('; ')}; ${s.property}`]];
  const listLike = heading === 'Apparatus' || heading === 'Procedure' || heading === 'Report' || heading === 'Terminology';
  const count = listLike ? rng.int(3, 6) : rng.int(1, 3);
  const out: string[][] = [];
  const used = new Set<string>();
  // A few retries keep a section from repeating itself; the templates are few, the fill-ins many.
  const fresh = () => {
    let t = sentence(rng, heading, s);
    for (let k = 0; k < 4 && used.has(t.slice(0, 24)); k++) t = sentence(rng, heading, s);
    used.add(t.slice(0, 24));
    return t;
  };
  for (let i = 0; i < count; i++) out.push(Array.from({ length: listLike ? 1 : rng.int(2, 4) }, fresh));
  return out;
}

/** The first edition's sections. */
export function draftSections(rng: Rng, s: Subject, publication: boolean): DraftSection[] {
  const headings = publication ? PUBLICATION_HEADINGS : STANDARD_HEADINGS;
  return headings.map((heading) => ({ heading, paragraphs: paragraphsFor(rng, heading, s) }));
}

/** The next edition: a few reworded sentences, changed values, a paragraph added or removed. */
export function reviseSections(rng: Rng, prev: DraftSection[], s: Subject): DraftSection[] {
  const next = prev.map((sec) => ({ heading: sec.heading, paragraphs: sec.paragraphs.map((p) => p.slice()) }));
  const editable = next.filter((sec) => sec.heading !== 'Keywords' && sec.heading !== 'Referenced Documents');
  const anySentence = () => {
    const sec = rng.pick(editable);
    const p = rng.int(0, sec.paragraphs.length - 1);
    return { sec, p, i: rng.int(0, sec.paragraphs[p].length - 1) };
  };
  for (let k = rng.int(1, 3); k > 0; k--) {
    const { sec, p, i } = anySentence();
    const [from, to] = rng.pick(REWORDINGS);
    const old = sec.paragraphs[p][i];
    sec.paragraphs[p][i] = old.includes(` ${from} `) ? old.replace(` ${from} `, ` ${to} `) : sentence(rng, sec.heading, s);
  }
  for (let k = rng.int(1, 2); k > 0; k--) {
    const { sec, p, i } = anySentence();
    sec.paragraphs[p][i] = sec.paragraphs[p][i].replace(/\d+(\.\d+)?/, (m) =>
      String(Math.max(1, Math.round(Number(m) * (0.8 + rng.next() * 0.5) * 10) / 10)),
    );
  }
  if (rng.chance(0.4)) {
    const sec = rng.pick(editable);
    sec.paragraphs.splice(rng.int(0, sec.paragraphs.length), 0, [sentence(rng, sec.heading, s), sentence(rng, sec.heading, s)]);
  }
  if (rng.chance(0.3)) {
    const sec = rng.pick(editable);
    if (sec.paragraphs.length > 1) sec.paragraphs.splice(rng.int(0, sec.paragraphs.length - 1), 1);
  }
  return next;
}

const TRANSLATED_HEADINGS: Record<string, Record<string, string>> = {
  'fr-FR': {
    Scope: 'Domaine d’application',
    'Referenced Documents': 'Documents de référence',
    Terminology: 'Terminologie',
    'Summary of Test Method': 'Résumé de la méthode',
    'Significance and Use': 'Signification et utilisation',
    Apparatus: 'Appareillage',
    Procedure: 'Mode opératoire',
    Report: 'Rapport',
    'Precision and Bias': 'Fidélité et biais',
    Keywords: 'Mots-clés',
  },
  'de-DE': {
    Scope: 'Anwendungsbereich',
    'Referenced Documents': 'Normative Verweisungen',
    Terminology: 'Begriffe',
    'Summary of Test Method': 'Kurzbeschreibung des Verfahrens',
    'Significance and Use': 'Bedeutung und Anwendung',
    Apparatus: 'Geräte',
    Procedure: 'Durchführung',
    Report: 'Prüfbericht',
    'Precision and Bias': 'Präzision und Richtigkeit',
    Keywords: 'Schlüsselwörter',
  },
  'es-ES': {
    Scope: 'Alcance',
    'Referenced Documents': 'Documentos de referencia',
    Terminology: 'Terminología',
    'Summary of Test Method': 'Resumen del método',
    'Significance and Use': 'Significado y uso',
    Apparatus: 'Aparatos',
    Procedure: 'Procedimiento',
    Report: 'Informe',
    'Precision and Bias': 'Precisión y sesgo',
    Keywords: 'Palabras clave',
  },
};

/** Stored rows: numbered clauses inside list-like sections, paragraphs separated by blank lines. */
export function toSectionRows(sections: DraftSection[], language = 'en-US'): SectionRow[] {
  const names = TRANSLATED_HEADINGS[language];
  return sections.map((sec, idx) => {
    const ordinal = idx + 1;
    const numbered = sec.paragraphs.length > 1 || ['Apparatus', 'Procedure', 'Report', 'Terminology'].includes(sec.heading);
    const body = sec.paragraphs.map((p, i) => (numbered ? `${ordinal}.${i + 1} ` : '') + p.join(' ')).join('\n\n');
    return { ordinal, heading: names?.[sec.heading] ?? sec.heading, body };
  });
}
