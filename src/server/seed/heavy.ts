import { Worker } from 'node:worker_threads';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DbOrTx } from '../db/database';
import { PUBLISHERS } from './orgs';
import type { HeavySpec } from './heavy-pdf';
import { keepCanvasLoaded } from '../native-canvas';
import { contentCodeOf } from './naming';
import { TaxonomyIndex, buildTaxonomy } from './taxonomy';

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

export interface HeavySeedOptions {
  count: number;
  filesDir: string;
  files: boolean;
  cacheDir: string;
  log?: (m: string) => void;
}

/** The content codes of the first `count` heavy handbooks. */
export const heavyContentCodes = (count = HEAVY_DOCS.length) =>
  HEAVY_DOCS.slice(0, count).map((d) => contentCodeOf(d.publisher, designationNo(d)));

/** The highest id in the table, 0 when it is empty: the heavy rows are numbered after it. */
async function highestId(db: DbOrTx, table: 'documents' | 'families'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((e) => e.fn.max('id').as('m'))
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

/**
 * Adds the heavy documents after the catalogue (ids after its last), each a one-edition family of
 * type Manual; with files, copies (or makes) their PDFs. Without files the server makes them on
 * first request, as for every other document.
 */
export async function seedHeavyDocuments(db: DbOrTx, o: HeavySeedOptions): Promise<number> {
  const docs = HEAVY_DOCS.slice(0, o.count);
  if (docs.length === 0) return 0;
  const tax = new TaxonomyIndex(buildTaxonomy());
  const maxDoc = await highestId(db, 'documents');
  const maxFam = await highestId(db, 'families');
  for (const [i, d] of docs.entries()) {
    const p = PUBLISHERS.find((x) => x.code === d.publisher)!;
    const no = designationNo(d);
    const code = contentCodeOf(p.code, no);
    const id = maxDoc + i + 1;
    const familyId = maxFam + i + 1;
    const date = new Date(Date.UTC(d.year, 2, 1)).toISOString();
    await db
      .insertInto('families')
      .values({ id: familyId, publisher_id: p.id, family_value: d.designation, replaced_by_family_value: null } as any)
      .execute();
    await db
      .insertInto('documents')
      .values({
        id,
        content_code: code,
        family_id: familyId,
        publisher_id: p.id,
        designation: d.designation,
        display_designation: `${p.code} ${no}`,
        designation_no: no,
        title: d.title,
        description: `A fictional ${d.pages}-page handbook with site photographs, scanned drawings, details and inspection tables.`,
        document_type: 'Manual',
        asset_type: 'Manual',
        content_type: 'MNL',
        status: 'Active',
        classification: null,
        language_code: 'en-US',
        publish_date: date,
        published_online_date: date,
        last_update_date: date,
        downloadable: 1,
        video_flag: 'N',
        asset_id: `${p.code}-HB-${no}`,
        edition_order: 1,
        page_count: d.pages,
        pdf_path: `pdf/${code}.pdf`,
        html_path: null,
        keywords: `${d.topic}, inspection, handbook, site`,
      } as any)
      .execute();
    await db
      .insertInto('document_sections')
      .values([
        {
          document_id: id,
          ordinal: 1,
          heading: 'Scope',
          body: `This handbook covers ${d.title.toLowerCase()} on site: inspection records, details and figures.`,
        },
        { document_id: id, ordinal: 2, heading: 'Keywords', body: `${d.topic}; inspection; handbook; site` },
      ] as any)
      .execute();
    const nodes = new Set([
      ...tax.withAncestors('publisher', p.code),
      ...tax.withAncestors('category', 'publications'),
      ...tax.withAncestors('documentType', 'Manual'),
    ]);
    await db
      .insertInto('document_taxonomy')
      .values([...nodes].map((node_id) => ({ document_id: id, node_id })))
      .execute();
    if (o.files) {
      const started = performance.now();
      const file = await heavyPdfFile(heavySpecOf(code)!, o.cacheDir);
      await fs.mkdir(path.join(o.filesDir, 'pdf'), { recursive: true });
      await fs.copyFile(file, path.join(o.filesDir, 'pdf', `${code}.pdf`));
      o.log?.(
        `heavy document ${p.code} ${no} (${d.pages} pages) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  }
  return docs.length;
}
