import { childElements, decodeXml, firstChild, isElement, local, parseXml, attr, type XmlElement } from '../xml';
import { Refusal } from '../refusal';
import { metaElements, readMetadata, type StsMetadata } from './metadata';
import { StsWriter, type GraphicLookup, type StsUnit } from './render';

/*
 * An STS file (NISO STS or ISO STS, a standard or an adoption) read into its metadata and its
 * units: the front matter's clauses (foreword, introduction), the body's clauses and the back's
 * annexes, normative references and bibliography, in document order. Loose content before the
 * first clause of a body becomes a unit of its own.
 */

export interface StsDocument {
  metadata: StsMetadata;
  /** The metadata of the documents an adoption adopts (a national edition of a regional one…), outermost first. */
  adopted: StsMetadata[];
  units: StsUnit[];
}

const UNIT_ELEMENTS = new Set(['sec', 'app', 'ref-list', 'term-sec', 'ack', 'glossary', 'notes']);

function unitsOf(parent: XmlElement | undefined, writer: StsWriter, out: StsUnit[]) {
  if (!parent) return;
  let loose: XmlElement | null = null;
  for (const c of parent.children) {
    if (!isElement(c)) continue;
    const name = local(c.name);
    if (name.endsWith('-meta') || name === 'std-doc-meta') continue;
    if (name === 'app-group' || name === 'fn-group' || name === 'sec-group') unitsOf(c, writer, out);
    else if (UNIT_ELEMENTS.has(name)) {
      if (loose) out.push(writer.unit(loose));
      loose = null;
      out.push(writer.unit(c));
    } else {
      // Paragraphs, lists or tables outside any clause: kept together, in order.
      loose ??= { name: 'sec', attrs: {}, children: [] };
      loose.children.push(c);
    }
  }
  if (loose) out.push(writer.unit(loose));
}

function read(root: XmlElement, writer: StsWriter, metas: StsMetadata[], units: StsUnit[]) {
  const lang = attr(root, 'lang') ?? null;
  const name = local(root.name);
  if (name === 'adoption') {
    const front = firstChild(root, 'adoption-front');
    if (front) {
      metas.push(...metaElements(front).map((m) => readMetadata(m, lang)));
      unitsOf(front, writer, units);
    }
    for (const inner of childElements(root).filter((c) => ['standard', 'adoption'].includes(local(c.name))))
      read(inner, writer, metas, units);
    unitsOf(firstChild(root, 'back'), writer, units);
    return;
  }
  const front = firstChild(root, 'front');
  if (front) {
    metas.push(...metaElements(front).map((m) => readMetadata(m, lang)));
    unitsOf(front, writer, units);
  }
  unitsOf(firstChild(root, 'body'), writer, units);
  unitsOf(firstChild(root, 'back'), writer, units);
}

/** Reads an STS file's bytes; refuses XML that is no STS document or names nothing. */
export function readSts(bytes: Uint8Array, graphics: GraphicLookup): StsDocument {
  const root = parseXml(decodeXml(bytes));
  const name = local(root.name);
  if (name !== 'standard' && name !== 'adoption')
    throw new Refusal(`is XML whose root element is <${root.name}>, not an STS document (<standard> or <adoption>)`);
  const metas: StsMetadata[] = [];
  const units: StsUnit[] = [];
  read(root, new StsWriter(graphics), metas, units);
  if (!metas.length) throw new Refusal('is an STS document without metadata (no std-meta, iso-meta, nat-meta or reg-meta)');
  const [metadata, ...adopted] = metas;
  // An adoption's national metadata may leave out what the adopted standard says (its subjects, its titles).
  for (const m of adopted) {
    if (!metadata.ics.length) metadata.ics = m.ics;
    for (const [l, t] of Object.entries(m.titles)) metadata.titles[l] ??= t;
    metadata.language ??= m.language;
    metadata.releaseDate ??= m.releaseDate;
  }
  return { metadata, adopted, units: units.filter((u) => u.heading || u.text) };
}
