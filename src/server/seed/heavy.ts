import { Worker } from 'node:worker_threads';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { HeavySpec } from './heavy-pdf';
import { keepCanvasLoaded } from '../native-canvas';
import { contentCodeOf } from '../services/documents/content-code';

/*
 * The heavy documents of the demo catalogue: five fictional handbooks of 10-40 MB and
 * 300-800 pages, four of them from publishers Ivy's account subscribes to (MSA, KES, HMI, TMB).
 * Making them takes ~35 s in all, so each is made once per generator version and kept in a cache
 * folder; a fresh seed copies it. SEED_HEAVY picks how many: 'all' (npm start), 'none', or a
 * number n for the first n (1 gives the 20 MB handbook, for journeys).
 */

// Bump when heavy-pdf.ts changes its output: cached files of another version are not reused.
export const HEAVY_GENERATOR_VERSION = 1;

interface HeavyDoc {
  publisher: string;
  designation: string;
  year: number;
  title: string;
  pages: number;
  megabytes: number;
  topic: string;
}

export const HEAVY_DOCS: readonly HeavyDoc[] = [
  {
    publisher: 'MSA',
    designation: 'HB12',
    year: 2024,
    title: 'Handbook of Structural Steel Connection Inspection',
    pages: 420,
    megabytes: 20,
    topic: 'steel',
  },
  {
    publisher: 'KES',
    designation: 'FM7',
    year: 2023,
    title: 'Field Manual for Geotechnical Site Investigation',
    pages: 360,
    megabytes: 10,
    topic: 'geotechnical',
  },
  {
    publisher: 'HMI',
    designation: 'HB31',
    year: 2025,
    title: 'Handbook of Concrete Repair and Surface Preparation',
    pages: 640,
    megabytes: 40,
    topic: 'concrete',
  },
  {
    publisher: 'TMB',
    designation: 'HB8',
    year: 2024,
    title: 'Marine Coatings Inspection Handbook',
    pages: 800,
    megabytes: 30,
    topic: 'coatings',
  },
  {
    publisher: 'CTC',
    designation: 'DG4',
    year: 2022,
    title: 'Design Guide for Pressure Piping Supports',
    pages: 300,
    megabytes: 14,
    topic: 'petroleum',
  },
];

const yy = (y: number) => String(y % 100).padStart(2, '0');
const designationNo = (d: HeavyDoc) => `${d.designation}-${yy(d.year)}`;

/** The render spec of a heavy document by content code, or undefined for an ordinary one. */
export function heavySpecOf(contentCode: string): HeavySpec | undefined {
  const d = HEAVY_DOCS.find((h) => contentCodeOf(h.publisher, designationNo(h)) === contentCode);
  return (
    d && {
      contentCode,
      displayDesignation: `${d.publisher} ${designationNo(d)}`,
      title: d.title,
      pages: d.pages,
      megabytes: d.megabytes,
      topic: d.topic,
    }
  );
}

/** How many heavy documents SEED_HEAVY asks for. */
export function heavyCount(setting: string | undefined): number {
  const v = (setting ?? 'all').trim().toLowerCase();
  if (v === 'all' || v === '') return HEAVY_DOCS.length;
  if (v === 'none' || v === '0') return 0;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`SEED_HEAVY must be all, none or a number (got ${setting})`);
  return Math.min(n, HEAVY_DOCS.length);
}

/** Renders a handbook on its own thread (see heavy-thread.mjs); the bytes are handed over, not copied. */
function renderOnThread(spec: HeavySpec): Promise<Uint8Array> {
  keepCanvasLoaded();
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./heavy-thread.mjs', import.meta.url), { workerData: spec });
    worker.once('message', (bytes: Uint8Array) => resolve(bytes));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`heavy handbook thread ended with ${code}`));
    });
  });
}

/** The file of a heavy document, made once per generator version in cacheDir. */
export async function heavyPdfFile(spec: HeavySpec, cacheDir: string): Promise<string> {
  const file = path.join(cacheDir, `v${HEAVY_GENERATOR_VERSION}`, `${spec.contentCode}.pdf`);
  if (await fs.stat(file).catch(() => null)) return file;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, await renderOnThread(spec));
  await fs.rename(tmp, file);
  return file;
}

/** The content codes of the first `count` heavy handbooks. */
export const heavyContentCodes = (count = HEAVY_DOCS.length) =>
  HEAVY_DOCS.slice(0, count).map((d) => contentCodeOf(d.publisher, designationNo(d)));

/** The manifest row of a heavy handbook: what the publisher says of a PDF-only delivery. */
function manifestRow(d: HeavyDoc, file: string) {
  return {
    file,
    designation: `${d.publisher} ${designationNo(d)}`,
    family: d.designation,
    title: d.title,
    publisher: d.publisher,
    documentType: 'Manual',
    status: 'Active',
    publishDate: `${d.year}-03-01`,
    language: 'en-US',
    category: 'publications',
    keywords: `${d.topic}, inspection, handbook, site`,
    description: `A fictional ${d.pages}-page handbook with site photographs, scanned drawings, details and inspection tables.`,
  };
}

/**
 * Writes the first `count` heavy handbooks not yet in the catalogue as a delivery into `dir`: their
 * PDFs (made once into the cache, copied from it) and a manifest naming each, as a publisher
 * delivers a PDF-only catalogue. Returns how many it wrote.
 */
export async function writeHeavyDelivery(
  dir: string,
  o: { count: number; cacheDir: string; missing: (contentCode: string) => boolean; log?: (m: string) => void },
): Promise<number> {
  const docs = HEAVY_DOCS.slice(0, o.count).filter((d) => o.missing(contentCodeOf(d.publisher, designationNo(d))));
  if (!docs.length) return 0;
  await fs.mkdir(dir, { recursive: true });
  const rows = [];
  for (const d of docs) {
    const code = contentCodeOf(d.publisher, designationNo(d));
    const started = performance.now();
    const source = await heavyPdfFile(heavySpecOf(code)!, o.cacheDir);
    await fs.copyFile(source, path.join(dir, `${code}.pdf`));
    o.log?.(
      `heavy document ${d.publisher} ${designationNo(d)} (${d.pages} pages) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    rows.push(manifestRow(d, `${code}.pdf`));
  }
  await fs.writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify({ documents: rows }, null, 2)}\n`);
  return docs.length;
}
