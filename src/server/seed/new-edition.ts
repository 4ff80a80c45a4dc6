import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { listSections } from '../repositories/document-details';
import { findEditionWithPublisher } from '../repositories/editions';
import { findImportedEdition } from '../repositories/content-writes';
import { contentCodeOf } from '../services/documents/content-code';
import type { CarryForwardResult } from '../services/compass-points/carry-forward';
import { createImportJob, runImportJob } from '../services/imports/import-job';
import { ReaderPool } from '../content/reader-pool';
import { sectionPageCount } from './layout';
import { yearSuffix } from './naming';
import { renderDocumentPdf } from './render-pdf';
import type { SectionRow } from './sections';
import { writeSts } from './write-sts';

/*
 * A new edition of a demo document, delivered as a publisher would deliver it (its STS and PDF)
 * and imported: the import makes the previous edition Historical and carries its compass points
 * forward, as for any delivery. Used by the seed (Ivy's revised standard) and by tests.
 */

export interface DemoEdition {
  previousContentId: number;
  /** The new edition's sections; the previous edition's clauses when absent. */
  sections?: SectionRow[];
  /** ISO date; its year names the edition. */
  publishDate: string;
  filesDir: string;
  dataDir?: string;
}

async function leavesOf(db: Db, documentId: number) {
  const nodes = await db
    .selectFrom('document_taxonomy')
    .innerJoin('taxonomy_nodes', 'taxonomy_nodes.id', 'document_taxonomy.node_id')
    .select(['taxonomy_nodes.tree', 'taxonomy_nodes.key', 'taxonomy_nodes.parent_key'])
    .where('document_taxonomy.document_id', '=', documentId)
    .execute();
  return (tree: string) => {
    const mine = nodes.filter((n) => n.tree === tree);
    const parents = new Set(mine.map((n) => n.parent_key));
    return mine.filter((n) => !parents.has(n.key)).map((n) => n.key);
  };
}

export async function publishDemoEdition(
  db: Db,
  e: DemoEdition,
): Promise<{ id: number; contentCode: string; carried: CarryForwardResult }> {
  const prev = await findEditionWithPublisher(db, e.previousContentId);
  const clauses = (await listSections(db, prev.id)).filter((s) => s.anchor?.startsWith('section-'));
  const sections = e.sections ?? clauses.map((s, i) => ({ ordinal: i + 1, heading: s.heading, body: s.body }));
  const designationNo = `${prev.designation}-${yearSuffix(Number(e.publishDate.slice(0, 4)))}`;
  const code = prev.publisher_code;
  const contentCode = contentCodeOf(code, designationNo, prev.document_type === 'Translated' ? prev.language_code : undefined);
  const date = new Date(`${e.publishDate.slice(0, 10)}T00:00:00.000Z`).toISOString();
  const row = {
    ...prev,
    content_code: contentCode,
    designation_no: designationNo,
    display_designation: `${code} ${designationNo}`,
    status: 'Active',
    publish_date: date,
    published_online_date: date,
    last_update_date: date,
    page_count: 0,
  };
  row.page_count = Math.max(prev.page_count, sectionPageCount(row, sections) + 1);
  const leaves = await leavesOf(db, prev.id);
  const dataDir = e.dataDir ?? path.dirname(path.resolve(e.filesDir));
  const dir = path.join(dataDir, 'imports', `edition-${process.pid}-${Date.now()}`);
  await fs.mkdir(dir, { recursive: true });
  const readers = new ReaderPool({ threads: 1 });
  try {
    const stem = path.join(dir, contentCode);
    await fs.writeFile(
      `${stem}.xml`,
      writeSts({
        publisherCode: code,
        dated: `${code} ${designationNo}`,
        undated: `${code} ${prev.designation}`,
        title: prev.title,
        language: prev.language_code,
        documentType: prev.document_type,
        kind: leaves('documentType')[0] ?? prev.document_type,
        status: 'Active',
        publishDate: date,
        onlineDate: date,
        updateDate: date,
        description: prev.description,
        keywords: prev.keywords,
        contentCode,
        ics: leaves('ics'),
        committee: leaves('committee')[0] ?? null,
        categories: leaves('category'),
        topics: leaves('topic'),
        industries: leaves('industry'),
        classification: prev.classification,
        downloadable: prev.downloadable === 1,
        video: false,
        assetId: prev.asset_id,
        assetType: prev.asset_type,
        contentType: prev.content_type,
        edition: prev.edition_order + 1,
        relations: [],
        sections,
        annex: true,
      }),
    );
    await fs.writeFile(`${stem}.pdf`, await renderDocumentPdf(row, sections));
    const jobId = await createImportJob(
      db,
      { source: 'seed', label: `new edition ${code} ${designationNo}`, publisher: null, requestedBy: null },
      new Date(),
    );
    let carried: CarryForwardResult = { placed: [], flagged: [] };
    const report = await runImportJob(
      { db, filesDir: e.filesDir, dataDir, readers, indexDocuments: null, now: () => new Date(), log: () => {} },
      jobId,
      { inputs: [dir], ocr: false, previews: false, onResult: (r) => (carried = r.carriedForward ?? carried) },
    );
    const refused = report.find((r) => r.status === 'refused');
    if (refused) throw new Error(`the new edition was refused: ${refused.reason}`);
    const made = await findImportedEdition(db, contentCode);
    if (!made) throw new Error(`the new edition ${contentCode} was not imported`);
    return { id: made.id, contentCode, carried };
  } finally {
    await readers.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}
