import path from 'node:path';
import type { Db } from '../../db/database';
import { draftFromSts, emptyDraft, fillFromPdf, overlayManifest } from '../../content/draft';
import type { DocumentItem } from '../../content/items';
import type { ReaderPool } from '../../content/reader-pool';
import { putFile, sha256Of, sha256OfFile } from '../../content/store';
import type { StsDocument } from '../../content/sts/read-sts';
import type { PdfReading } from '../../content/pdf/read-pdf';
import {
  findFamilyByValue,
  findImportedEdition,
  listFamilyEditionsForImport,
  type PublisherMatch,
} from '../../repositories/content-writes';
import { countActivePointsOnDocument } from '../../repositories/compass-points';
import { identify, type EditionIdentity } from './identity';
import { publishDocument, type DeliveredDocument, type PublishResult } from './publish';

/*
 * One document of a delivery, from its files to the catalogue: its STS read first (it names the
 * edition), then its PDF (with text positions when the edition's compass points will need them,
 * and OCR for scanned pages), its files put in the store, and the edition written. A refusal of
 * either file refuses the document: half of a pair is not imported as if it were whole.
 */

/** Bumped when the readers derive something new from the same files: a re-delivery is then "updated". */
export const READER_VERSION = 1;

export interface ItemRuntime {
  db: Db;
  filesDir: string;
  readers: ReaderPool;
  publishers: PublisherMatch[];
  images: { path: string; mime: string }[];
  fallbackPublisher: string | null;
  ocr: boolean;
  now: () => Date;
}

export interface ItemOutcome {
  result: PublishResult;
  usedImages: string[];
  /** Whose page previews to make now. */
  previewPdf: string | null;
}

/** Whether the edition's compass points will have to be placed on this PDF's text. */
async function needsPositions(db: Db, id: EditionIdentity): Promise<boolean> {
  const existing = await findImportedEdition(db, id.contentCode);
  if (existing) return (await countActivePointsOnDocument(db, existing.id)) > 0;
  const family = await findFamilyByValue(db, id.publisher.id, id.family);
  if (!family) return false;
  const editions = await listFamilyEditionsForImport(db, family.id);
  const newest = editions[editions.length - 1];
  return newest ? (await countActivePointsOnDocument(db, newest.id)) > 0 : false;
}

/** A document read and its files stored, ready to be written. */
export interface PreparedItem {
  document: DeliveredDocument;
  identity: EditionIdentity;
  usedImages: string[];
  pdfFile: string | null;
}

/** Reads a document's files (on the reader threads) and puts them in the store; writes nothing to the database. */
export async function prepareItem(rt: ItemRuntime, item: DocumentItem): Promise<PreparedItem> {
  let sts: StsDocument | null = null;
  let usedImages: string[] = [];
  if (item.sts) {
    const r = await rt.readers.read({ kind: 'sts', file: item.sts.path, root: item.sts.root, images: rt.images });
    if (r.kind !== 'sts') throw new Error('the reader answered for another kind of file');
    sts = r.sts;
    usedImages = r.usedImages;
  }
  let draft = sts ? draftFromSts(sts.metadata) : emptyDraft();
  if (item.row) draft = overlayManifest(draft, item.row);
  let pdf: PdfReading | null = null;
  if (item.pdf) {
    // The edition is known before the PDF is read when the metadata or the file name names it.
    const early = identify(fillFromPdf(draft, null, item.pdf.name), rt.publishers, rt.fallbackPublisher);
    const positions = await needsPositions(rt.db, early);
    // A PDF beside its STS is read for its pages' text only when compass points need their places.
    const r = await rt.readers.read({
      kind: 'pdf',
      file: item.pdf.path,
      text: !sts,
      positions,
      ocr: rt.ocr && !sts ? { language: draft.language } : null,
    });
    if (r.kind !== 'pdf') throw new Error('the reader answered for another kind of file');
    pdf = r.pdf;
    draft = fillFromPdf(draft, pdf.info, item.pdf.name);
  }
  const identity = identify(draft, rt.publishers, rt.fallbackPublisher);
  const [stsStored, pdfStored] = await Promise.all([
    item.sts ? putFile(rt.filesDir, item.sts.path, '.xml', await sha256OfFile(item.sts.path)) : null,
    item.pdf ? putFile(rt.filesDir, item.pdf.path, '.pdf', await sha256OfFile(item.pdf.path)) : null,
  ]);
  const signature = { version: READER_VERSION, row: item.row ? sha256Of(JSON.stringify(item.row)).slice(0, 32) : null };
  return {
    document: {
      draft,
      ...(sts && stsStored ? { sts: { units: sts.units, stored: stsStored } } : {}),
      ...(pdf && pdfStored ? { pdf: { reading: pdf, stored: pdfStored } } : {}),
      manifestRow: item.row,
      signature,
    },
    identity,
    usedImages,
    pdfFile: pdfStored ? path.join(rt.filesDir, pdfStored.rel) : null,
  };
}

/** Writes a prepared document into the catalogue (one transaction). */
export async function writeItem(rt: ItemRuntime, p: PreparedItem): Promise<ItemOutcome> {
  const result = await publishDocument(rt.db, rt.filesDir, p.document, p.identity, rt.now().toISOString());
  return { result, usedImages: p.usedImages, previewPdf: result.status !== 'unchanged' ? p.pdfFile : null };
}
