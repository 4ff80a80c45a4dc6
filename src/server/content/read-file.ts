import fs from 'node:fs';
import path from 'node:path';
import { readPdf, type PdfReading } from './pdf/read-pdf';
import { readSts, type StsDocument } from './sts/read-sts';
import type { GraphicLookup } from './sts/render';

/*
 * What a reader does with one file (reader-process.mjs runs it off the event loop): an STS
 * file with the images of its delivery, or a PDF. Graphics are looked up inside the delivery
 * only: an href that leads out of it (../, an absolute path) finds nothing.
 */

export type ReadRequest =
  | { kind: 'sts'; file: string; root: string; images: { path: string; mime: string }[] }
  | { kind: 'pdf'; file: string; text: boolean; positions: boolean; ocr: { language: string | null } | null };

export type ReadResult = { kind: 'sts'; sts: StsDocument; usedImages: string[] } | { kind: 'pdf'; pdf: PdfReading };

/** Images a browser draws; anything else (TIFF, EPS) is named, not shown. */
const SHOWN = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);
/** Bytes of images one HTML view may carry inline. */
const IMAGE_BUDGET = 40 * 1024 ** 2;
const IMAGE_MAX = 8 * 1024 ** 2;

function graphicLookup(file: string, root: string, images: { path: string; mime: string }[], used: Set<string>): GraphicLookup {
  const inside = path.resolve(root);
  const byPath = new Map(images.map((i) => [path.resolve(i.path), i]));
  const byStem = new Map<string, { path: string; mime: string }[]>();
  for (const i of images) {
    const stem = path.basename(i.path, path.extname(i.path)).toLowerCase();
    byStem.set(stem, [...(byStem.get(stem) ?? []), i]);
  }
  let spent = 0;
  return (href) => {
    if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href)) return { kind: 'missing' };
    const wanted = path.resolve(path.dirname(file), href);
    if (!wanted.startsWith(inside + path.sep)) return { kind: 'missing' };
    // The href as given, else an image of the same name in another format or folder of the delivery.
    const candidates = [byPath.get(wanted), ...(byStem.get(path.basename(href, path.extname(href)).toLowerCase()) ?? [])].filter(
      (x): x is { path: string; mime: string } => !!x,
    );
    for (const c of candidates) used.add(c.path);
    const shown = candidates.find((c) => SHOWN.has(c.mime));
    if (!shown)
      return candidates.length
        ? { kind: 'unsupported', format: candidates[0].mime.replace(/^.*\//, '').toUpperCase() }
        : { kind: 'missing' };
    const size = fs.statSync(shown.path).size;
    if (size > IMAGE_MAX || spent + size > IMAGE_BUDGET)
      return { kind: 'unsupported', format: `${Math.round(size / 1024 ** 2)} MB image` };
    spent += size;
    return { kind: 'image', dataUri: `data:${shown.mime};base64,${fs.readFileSync(shown.path).toString('base64')}` };
  };
}

/** Reads one file as asked. */
export async function readFile(req: ReadRequest): Promise<ReadResult> {
  const bytes = await fs.promises.readFile(req.file);
  if (req.kind === 'sts') {
    const used = new Set<string>();
    const sts = readSts(bytes, graphicLookup(req.file, req.root, req.images, used));
    return { kind: 'sts', sts, usedImages: [...used] };
  }
  return { kind: 'pdf', pdf: await readPdf(bytes, { text: req.text, positions: req.positions, ocr: req.ocr }) };
}
