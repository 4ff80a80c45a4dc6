import escapeHtml from 'escape-html';
import { isElement, local, type XmlElement } from '../xml';

/*
 * MathML from an STS formula, written out as presentation MathML the browser draws itself.
 * Only presentation elements and their layout attributes pass: MathML's href, its
 * annotation-xml (which may carry HTML) and anything unknown are dropped, their text kept.
 */

const ELEMENTS = new Set([
  'math', 'mi', 'mn', 'mo', 'ms', 'mtext', 'mspace', 'mrow', 'mfrac', 'msqrt', 'mroot', 'mstyle', 'merror',
  'mpadded', 'mphantom', 'mfenced', 'menclose', 'msub', 'msup', 'msubsup', 'munder', 'mover', 'munderover',
  'mmultiscripts', 'mprescripts', 'none', 'mtable', 'mtr', 'mtd', 'mlabeledtr', 'maligngroup', 'malignmark',
]); // prettier-ignore

const ATTRIBUTES = new Set([
  'mathvariant', 'displaystyle', 'display', 'fence', 'separator', 'stretchy', 'symmetric', 'largeop',
  'movablelimits', 'accent', 'accentunder', 'linethickness', 'open', 'close', 'separators', 'notation',
  'columnalign', 'rowalign', 'columnspan', 'rowspan', 'columnlines', 'rowlines', 'frame', 'scriptlevel',
  'lspace', 'rspace', 'width', 'height', 'depth', 'form', 'minsize', 'maxsize', 'bevelled', 'numalign',
  'denomalign', 'align', 'mathsize', 'dir',
]); // prettier-ignore

// Attribute values are layout keywords and lengths, never URLs or script.
const SAFE_VALUE = /^[\w .,%#+\-()]*$/;

function attributes(e: XmlElement): string {
  let out = '';
  for (const [name, value] of Object.entries(e.attrs)) {
    const n = local(name);
    if (ATTRIBUTES.has(n) && SAFE_VALUE.test(value)) out += ` ${n}="${escapeHtml(value)}"`;
  }
  return out;
}

function write(e: XmlElement): string {
  const name = local(e.name);
  // semantics: its first child is the presentation; the annotations after it are not shown.
  if (name === 'semantics') return e.children.find(isElement) ? write(e.children.find(isElement)!) : '';
  if (name === 'annotation' || name === 'annotation-xml') return '';
  const inner = e.children.map((c) => (typeof c === 'string' ? escapeHtml(c) : write(c))).join('');
  if (!ELEMENTS.has(name)) return inner;
  return `<${name}${attributes(e)}>${inner}</${name}>`;
}

/** A mml:math element as MathML markup; `display` block or inline as the STS element placing it says. */
export function mathMarkup(math: XmlElement, display: 'block' | 'inline'): string {
  const body = math.children.map((c) => (typeof c === 'string' ? escapeHtml(c) : write(c))).join('');
  return `<math display="${display}">${body}</math>`;
}
