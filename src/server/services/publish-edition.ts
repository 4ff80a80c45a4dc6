import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { listSections } from '../repositories/document-details';
import { findEditionWithPublisher, insertNextEdition } from '../repositories/editions';
import { sectionPageCount } from '../seed/layout';
import { contentCodeOf, yearSuffix } from '../seed/naming';
import { renderDocumentHtml } from '../seed/render-html';
import { renderDocumentPdf } from '../seed/render-pdf';
import type { SectionRow } from '../seed/sections';
import { carryForwardCompassPoints, type CarryForwardResult } from './compass-points/carry-forward';

/*
 * Publishing a new edition of a document (used by the seed and by tests): a new content code
 * (DOMAIN invariant 3), the previous Active edition becomes Historical, the family's taxonomy
 * goes along, and the previous edition's live compass points are carried forward. The search
 * index is not touched here: it picks the edition up on its next rebuild.
 */

export interface NewEdition {
  previousContentId: number;
  /** The new edition's sections; the previous edition's when absent. */
  sections?: SectionRow[];
  /** ISO date; its year names the edition. */
  publishDate: string;
  /** Write the PDF and HTML here (otherwise the server renders them on first use). */
  filesDir?: string;
}

export async function publishNewEdition(
  db: Db,
  e: NewEdition,
): Promise<{ id: number; contentCode: string; carried: CarryForwardResult }> {
  const prev = await findEditionWithPublisher(db, e.previousContentId);
  const sections =
    e.sections ?? (await listSections(db, prev.id)).map((s) => ({ ordinal: s.ordinal, heading: s.heading, body: s.body }));
  const designationNo = `${prev.designation}-${yearSuffix(Number(e.publishDate.slice(0, 4)))}`;
  const contentCode = contentCodeOf(
    prev.publisher_code,
    designationNo,
    prev.document_type === 'Translated' ? prev.language_code : undefined,
  );
  const { id: _id, publisher_code: _p, ...copy } = prev;
  const row = {
    ...copy,
    content_code: contentCode,
    designation_no: designationNo,
    display_designation: `${prev.publisher_code} ${designationNo}`,
    status: 'Active',
    edition_order: prev.edition_order + 1,
    publish_date: e.publishDate,
    published_online_date: e.publishDate,
    last_update_date: e.publishDate,
    pdf_path: `pdf/${contentCode}.pdf`,
    html_path: `html/${contentCode}.html`,
  };
  row.page_count = Math.max(prev.page_count, sectionPageCount(row, sections) + 1);
  const id = await insertNextEdition(db, row, sections, prev);
  const pdf = await renderDocumentPdf(row, sections);
  if (e.filesDir) {
    await fs.mkdir(path.join(e.filesDir, 'pdf'), { recursive: true });
    await fs.mkdir(path.join(e.filesDir, 'html'), { recursive: true });
    await fs.writeFile(path.join(e.filesDir, row.pdf_path), pdf);
    await fs.writeFile(path.join(e.filesDir, row.html_path), renderDocumentHtml(row, sections));
  }
  // Loaded on use: pdf.js takes a second to start, and most processes never publish.
  const { extractPageText } = await import('./pdf-text');
  const pages = await extractPageText(pdf);
  const carried = await db
    .transaction()
    .execute(async (trx) =>
      carryForwardCompassPoints(trx, prev.id, { id, content_code: contentCode, designation_no: designationNo }, pages),
    );
  return { id, contentCode, carried };
}
