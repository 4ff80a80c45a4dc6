import { SaxesParser } from 'saxes';
import { characterEntities } from 'character-entities';
import { Refusal } from './refusal';

/*
 * A delivered XML file as a small tree, parsed without a DTD: external entities are never
 * fetched (that is how an XML file reads other files of the machine), and the text entities a
 * file declares in its own DOCTYPE are expanded within a budget, past which the file is refused
 * (that is how an XML file grows a thousandfold in memory). The named character entities of HTML
 * (&nbsp;, &mdash;, the Greek letters), which STS files take from their DTD, are known by name.
 * Element and attribute names keep their prefixes (mml:math, xlink:href); `local` drops them.
 */

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlChild[];
}
export type XmlChild = XmlElement | string;

/** Bounds no real document comes near; past them the file is refused rather than read on. */
export const XML_LIMITS = { depth: 256, elements: 4_000_000, entityChars: 1_000_000, expandedChars: 16_000_000 };

/** The element's name without its namespace prefix. */
export const local = (name: string) => name.slice(name.indexOf(':') + 1);

export const isElement = (c: XmlChild | undefined): c is XmlElement => typeof c === 'object' && c !== null;

/** Child elements, by local name when given. */
export function childElements(e: XmlElement, name?: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const c of e.children) if (isElement(c) && (name === undefined || local(c.name) === name)) out.push(c);
  return out;
}

export const firstChild = (e: XmlElement | undefined, name: string): XmlElement | undefined =>
  e ? childElements(e, name)[0] : undefined;

/** Every descendant element with this local name, in document order. */
export function descendants(e: XmlElement, name: string, out: XmlElement[] = []): XmlElement[] {
  for (const c of e.children)
    if (isElement(c)) {
      if (local(c.name) === name) out.push(c);
      descendants(c, name, out);
    }
  return out;
}

/** The text of an element and its descendants, whitespace runs folded to one space. */
export function textOf(e: XmlElement | undefined): string {
  if (!e) return '';
  const parts: string[] = [];
  const walk = (n: XmlElement) => {
    for (const c of n.children)
      if (typeof c === 'string') parts.push(c);
      else walk(c);
  };
  walk(e);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** An attribute by its local name (xml:lang, xlink:href and plain names alike). */
export function attr(e: XmlElement, name: string): string | undefined {
  if (name in e.attrs) return e.attrs[name];
  for (const [k, v] of Object.entries(e.attrs)) if (local(k) === name) return v;
  return undefined;
}

/** The text of XML bytes, by their byte-order mark or declared encoding (UTF-8 when neither says). */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const declared = /^<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Refusal(
      declared
        ? `is not valid ${declared} text, as its XML declaration says it is`
        : 'is not valid UTF-8 text (and declares no other encoding)',
    );
  }
}

function doctypeRefusal(doctype: string, entity: string): Refusal {
  const declared = new RegExp(`<!ENTITY\\s+%?\\s*${entity.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`).test(doctype);
  if (declared && /\b(SYSTEM|PUBLIC)\b/.test(doctype))
    return new Refusal(`uses the external entity &${entity}; (an XML file that reads other files is refused)`);
  return new Refusal(`uses the unknown entity &${entity};`);
}

class Expansion extends Refusal {}

/**
 * The text entities a DOCTYPE's internal subset declares (<!ENTITY name "value">), their
 * references to each other expanded; external and parameter entities are left out (a reference
 * to one is refused). An entity that expands beyond the budget refuses the file.
 */
export function internalEntities(doctype: string): Record<string, string> {
  const raw = new Map<string, string>();
  for (const m of doctype.matchAll(/<!ENTITY\s+([A-Za-z_][\w.:-]*)\s+("([^"]*)"|'([^']*)')\s*>/g)) raw.set(m[1], m[3] ?? m[4]);
  const done = new Map<string, string>();
  const expand = (name: string, depth: number): string => {
    const known = done.get(name);
    if (known !== undefined) return known;
    if (depth > 16) throw new Expansion('nests its entities too deep to expand');
    const value = raw
      .get(name)!
      .replace(/&([A-Za-z_][\w.:-]*);/g, (ref, inner: string) => (raw.has(inner) ? expand(inner, depth + 1) : ref));
    if (value.length > XML_LIMITS.entityChars)
      throw new Expansion(
        `declares the entity &${name}; that expands to more than ${XML_LIMITS.entityChars.toLocaleString('en')} characters (an entity-expansion attack)`,
      );
    done.set(name, value);
    return value;
  };
  return Object.fromEntries([...raw.keys()].map((k) => [k, expand(k, 0)]));
}

/** Parses XML text into a tree; refuses what is not well-formed or uses entities it would have to expand. */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ position: true });
  // Misses are remembered so the refusal can name the entity and say where it was meant to come from.
  let missing: string | undefined;
  const known: Record<string, string> = { ...characterEntities, lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  parser.ENTITIES = new Proxy(known, {
    get(target, name) {
      const value = typeof name === 'string' && Object.hasOwn(target, name) ? target[name] : undefined;
      if (value === undefined && typeof name === 'string') missing = name;
      // Every use counts: many small references to one big entity are the same attack.
      expanded += value?.length ?? 0;
      if (expanded > XML_LIMITS.expandedChars)
        fail(
          new Refusal(
            `expands its entities to more than ${XML_LIMITS.expandedChars.toLocaleString('en')} characters (an entity-expansion attack)`,
          ),
        );
      return value;
    },
  });
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  let elements = 0;
  let doctype = '';
  let failure: Refusal | null = null;
  const fail = (r: Refusal) => {
    failure ??= r;
  };
  let expanded = 0;
  parser.on('doctype', (d) => {
    doctype = d;
    try {
      Object.assign(known, internalEntities(d));
    } catch (err) {
      fail(err as Refusal);
    }
  });
  parser.on('opentag', (tag) => {
    if (failure) return;
    if (++elements > XML_LIMITS.elements) fail(new Refusal(`has more than ${XML_LIMITS.elements.toLocaleString('en')} elements`));
    if (stack.length > XML_LIMITS.depth) fail(new Refusal(`nests elements more than ${XML_LIMITS.depth} deep`));
    const el: XmlElement = { name: tag.name, attrs: tag.attributes as Record<string, string>, children: [] };
    stack[stack.length - 1].children.push(el);
    stack.push(el);
  });
  parser.on('closetag', () => {
    if (stack.length > 1) stack.pop();
  });
  const onText = (t: string) => {
    if (failure) return;
    const top = stack[stack.length - 1];
    const last = top.children[top.children.length - 1];
    if (typeof last === 'string') top.children[top.children.length - 1] = last + t;
    else top.children.push(t);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (err) => {
    if (/undefined entity/.test(err.message) && missing) fail(doctypeRefusal(doctype, missing));
    else fail(new Refusal(`is not well-formed XML (${err.message.replace(/^.*?:\d+:\d+: /, `line ${parser.line}: `)})`));
  });
  try {
    parser.write(text).close();
  } catch (err) {
    if (!failure) fail(new Refusal(`is not well-formed XML (${(err as Error).message})`));
  }
  if (failure) throw failure;
  const top = root.children.find(isElement);
  if (!top) throw new Refusal('holds no XML element');
  return top;
}
