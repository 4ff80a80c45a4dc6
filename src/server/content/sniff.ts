import path from 'node:path';

/*
 * What a delivered file is, from its first bytes, and whether that is what its name says. A file
 * is read for what it holds: a "report.pdf" that is a ZIP archive is refused as mislabelled,
 * never opened as the one or the other.
 */

export type FileKind = 'pdf' | 'sts' | 'xml' | 'zip' | 'csv' | 'json' | 'image' | 'empty' | 'unknown';

export interface Sniffed {
  kind: FileKind;
  /** For images: the MIME type the bytes are. */
  mime?: string;
  /** What the bytes are, in words (for a refusal). */
  what: string;
}

const ascii = (b: Uint8Array, from = 0, to = b.length) => Buffer.from(b.subarray(from, to)).toString('latin1');

function imageOf(head: Uint8Array): Sniffed | null {
  const s = ascii(head, 0, 16);
  if (head[0] === 0x89 && s.slice(1, 4) === 'PNG') return { kind: 'image', mime: 'image/png', what: 'a PNG image' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { kind: 'image', mime: 'image/jpeg', what: 'a JPEG image' };
  if (s.startsWith('GIF87a') || s.startsWith('GIF89a')) return { kind: 'image', mime: 'image/gif', what: 'a GIF image' };
  if (s.startsWith('RIFF') && s.slice(8, 12) === 'WEBP') return { kind: 'image', mime: 'image/webp', what: 'a WebP image' };
  if (s.startsWith('II*\0') || s.startsWith('MM\0*')) return { kind: 'image', mime: 'image/tiff', what: 'a TIFF image' };
  if (s.startsWith('%!PS')) return { kind: 'image', mime: 'application/postscript', what: 'a PostScript (EPS) file' };
  return null;
}

/** Strips the XML prolog (declaration, comments, processing instructions, doctype) and names the root element. */
export function xmlRootName(text: string): string | null {
  let t = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < 50; i++) {
    t = t.trimStart();
    if (t.startsWith('<?')) t = t.slice(t.indexOf('?>') + 2);
    else if (t.startsWith('<!--')) t = t.slice(t.indexOf('-->') + 3);
    else if (t.startsWith('<!DOCTYPE')) {
      // A doctype may hold an internal subset in brackets.
      const bracket = t.indexOf('[');
      const close = t.indexOf('>');
      t = bracket !== -1 && bracket < close ? t.slice(t.indexOf(']>', bracket) + 2) : t.slice(close + 1);
    } else break;
  }
  const m = /^<([A-Za-z_][\w.:-]*)/.exec(t);
  return m ? m[1] : null;
}

/** What the first bytes of a file (4 KB or more for XML with a long prolog) are. */
export function sniff(head: Uint8Array, size: number): Sniffed {
  if (size === 0) return { kind: 'empty', what: 'an empty file' };
  const start = ascii(head, 0, Math.min(head.length, 1024));
  if (start.includes('%PDF-')) return { kind: 'pdf', what: 'a PDF' };
  if (start.startsWith('PK\x03\x04') || start.startsWith('PK\x05\x06')) return { kind: 'zip', what: 'a ZIP archive' };
  const image = imageOf(head);
  if (image) return image;
  let text = '';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
  } catch {
    // UTF-16 XML carries a byte-order mark.
    if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
      text = new TextDecoder(head[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(head.subarray(2));
    else return { kind: 'unknown', what: 'binary data of no kind Bearing imports' };
  }
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('<')) {
    const root = xmlRootName(trimmed);
    const name = root?.slice(root.indexOf(':') + 1);
    if (name === 'standard' || name === 'adoption') return { kind: 'sts', what: 'an STS document' };
    if (name === 'svg') return { kind: 'image', mime: 'image/svg+xml', what: 'an SVG image' };
    return { kind: 'xml', what: root ? `XML whose root element is <${root}>` : 'XML-like text' };
  }
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return { kind: 'json', what: 'JSON' };
  if (/^[^\n]*[,;\t][^\n]*\r?\n/.test(trimmed)) return { kind: 'csv', what: 'CSV text' };
  return { kind: 'unknown', what: 'text of no kind Bearing imports' };
}

const EXPECTED: Record<string, FileKind[]> = {
  '.pdf': ['pdf'],
  '.xml': ['sts', 'xml', 'image'],
  '.zip': ['zip'],
  '.csv': ['csv'],
  '.json': ['json'],
  '.png': ['image'],
  '.jpg': ['image'],
  '.jpeg': ['image'],
  '.gif': ['image'],
  '.webp': ['image'],
  '.svg': ['image'],
  '.tif': ['image'],
  '.tiff': ['image'],
  '.eps': ['image'],
};

/** The refusal reason when a file's name promises another kind than its bytes are; null when they agree. */
export function mislabelled(file: string, s: Sniffed): string | null {
  const ext = path.extname(file).toLowerCase();
  const expected = EXPECTED[ext];
  if (!expected || s.kind === 'empty' || expected.includes(s.kind)) return null;
  return `is named ${ext} but holds ${s.what}`;
}
