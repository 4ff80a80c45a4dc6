import type { Db, DbOrTx } from '../../db/database';
import type { DocumentDraft } from '../../content/draft';
import type { ManifestRow } from '../../content/manifest';
import { normaliseDate } from '../../content/sts/metadata';
import { htmlPage } from '../../content/html-page';
import type { PdfReading } from '../../content/pdf/read-pdf';
import { pdfSections } from '../../content/pdf/sections';
import type { StsUnit } from '../../content/sts/render';
import { putBytes, type StoredObject } from '../../content/store';
import {
  addLinks,
  findEditionsByDisplay,
  findFamilyByValue,
  findImportedEdition,
  insertDocument,
  insertFamily,
  listFamilyEditionsForImport,
  markSearchPending,
  replaceDocumentTaxonomy,
  replaceSections,
  setEditionOrder,
  setFamilyReplacedBy,
  updateDocument,
  type DocumentInsert,
  type ImportedEdition,
  type SectionWrite,
} from '../../repositories/content-writes';
import { carryForwardCompassPoints, type CarryForwardResult } from '../compass-points/carry-forward';
import { rePlaceCompassPoints, type RePlaceResult } from '../compass-points/re-place';
import { contentCodeOf } from '../documents/content-code';
import type { EditionIdentity } from './identity';
import { taxonomyNodesFor } from './taxonomy';

/*
 * Writing one delivered document into the catalogue, in one transaction (its files are already
 * in the store): a new edition, a correction of one already here ("updated"), or nothing when
 * the same delivery comes again ("unchanged"). The domain's rules hold: a content code names one
 * edition forever; a newer edition of a family turns the Active one Historical and takes its
 * compass points along; a corrected PDF places its edition's compass points again on the new
 * text. A translation (the same designation in another language, or one the delivery calls
 * Translated) is an edition of a family of its own, linked both ways to the original.
 */

export interface DeliveredDocument {
  draft: DocumentDraft;
  /** The delivery's STS: its units and the stored XML. */
  sts?: { units: StsUnit[]; stored: StoredObject };
  pdf?: { reading: PdfReading; stored: StoredObject };
  /** The manifest's row: a delivery without STS still changes what the row says of an edition already here. */
  manifestRow?: ManifestRow;
  /** The readers' version and the manifest row's hash: with the files' hashes, what the edition is derived from. */
  signature: { version: number; row: string | null };
}

export interface PublishResult {
  status: 'imported' | 'updated' | 'unchanged';
  documentId: number;
  contentCode: string;
  pages: number | null;
  /** A new edition: the previous edition's compass points it took over, and those flagged instead. */
  carriedForward: CarryForwardResult | null;
  /** A corrected file: the edition's compass points placed again. */
  rePlaced: RePlaceResult | null;
}

const STANDARD_CONTENT: Record<string, { content: string | null; asset: string | null }> = {
  Standard: { content: 'STANDARDS', asset: null },
  Translated: { content: 'STANDARDS', asset: null },
  'Research-Report': { content: 'STANDARDS', asset: null },
  Manual: { content: 'MNL', asset: 'Manual' },
  Journal: { content: 'JOURNALS', asset: 'Journal' },
  Book: { content: 'MANUAL_MONO_BOOKS', asset: 'Book' },
  Symposium: { content: 'STP_PAPER', asset: 'Symposia' },
};

const atMidnight = (date: string | null) => (date ? `${date.slice(0, 10)}T00:00:00.000Z` : null);
const primary = (lang: string) => lang.split('-')[0].toLowerCase();

/** The title in the edition's language, else in English, else the first given. */
function titleOf(d: DocumentDraft, language: string): string {
  const t = d.titles;
  const want = [language.toLowerCase(), primary(language), 'en', 'en-us', 'en-gb'];
  for (const k of want) if (t[k]) return t[k];
  const anyPrimary = Object.keys(t).find((k) => primary(k) === primary(language));
  return (anyPrimary && t[anyPrimary]) || Object.values(t)[0] || '';
}

/** A description when the delivery gives none: the start of its first clause. */
function descriptionOf(d: DocumentDraft, sections: SectionWrite[]): string {
  if (d.description) return d.description.slice(0, 2000);
  const first =
    sections
      .find((s) => s.body.trim())
      ?.body.replace(/\s+/g, ' ')
      .trim() ?? '';
  if (first.length <= 300) return first;
  const cut = first.slice(0, 300);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 200))}…`;
}

function stsSections(units: StsUnit[]): SectionWrite[] {
  return units.map((u, i) => ({ ordinal: i + 1, heading: u.heading, body: u.text, anchor: u.anchor, page_number: null }));
}

function pdfSectionRows(reading: PdfReading): SectionWrite[] {
  return pdfSections(reading.pages, reading.outline).map((s, i) => ({
    ordinal: i + 1,
    heading: s.heading,
    body: s.body,
    anchor: null,
    page_number: s.page,
  }));
}

interface Translation {
  contentCode: string;
  original: { id: number } | null;
  display: string;
  family: string;
}

/** Whether this edition is a translation, and then its code, family and printed designation. */
async function translationOf(db: DbOrTx, d: DocumentDraft, id: EditionIdentity): Promise<Translation | null> {
  const original = await findImportedEdition(db, id.contentCode);
  const declared = d.documentType === 'Translated';
  const otherLanguage = original && primary(original.language_code) !== primary(id.language);
  if (!declared && !otherLanguage) return null;
  const languageCode = contentCodeOf(id.publisher.code, id.designationNo, id.language);
  const source = original && primary(original.language_code) !== primary(id.language) ? original : null;
  return {
    contentCode: languageCode,
    original: source,
    display: `${id.printed} (${primary(id.language).toUpperCase()})`,
    family: `${id.family} (${id.language})`,
  };
}

/** The edition's HTML view, written to the store from its STS units. */
async function writeHtml(filesDir: string, row: DocumentInsert, units: StsUnit[]): Promise<StoredObject> {
  const page = htmlPage(
    {
      contentCode: row.content_code,
      displayDesignation: row.display_designation,
      title: row.title,
      documentType: row.document_type,
      publishDate: row.publish_date ?? null,
      language: row.language_code,
    },
    units,
  );
  return putBytes(filesDir, page, '.html', { gzip: true });
}

/** Links the delivery names (translation-of, supplement-to, related) to editions already here, its own publisher's first. */
async function linkRelations(db: DbOrTx, id: number, publisherId: number, d: DocumentDraft, translationOfId: number | null) {
  const links: { document_id: number; linked_id: number; kind: string }[] = [];
  if (translationOfId)
    links.push(
      { document_id: translationOfId, linked_id: id, kind: 'translation' },
      { document_id: id, linked_id: translationOfId, kind: 'translation' },
    );
  const refs = d.relations.filter((r) => ['supplement-to', 'related', 'translation-of'].includes(r.type));
  const found = await findEditionsByDisplay(
    db,
    refs.map((r) => r.ref),
  );
  const targets = [
    ...found.filter((x) => x.publisher_id === publisherId),
    ...found.filter((x) => x.publisher_id !== publisherId),
  ];
  for (const r of refs) {
    const t = targets.find((x) => x.display_designation === r.ref) ?? targets.find((x) => x.designation_no === r.ref);
    if (!t || t.id === id) continue;
    if (r.type === 'supplement-to') links.push({ document_id: t.id, linked_id: id, kind: 'supplement' });
    else if (r.type === 'related') links.push({ document_id: id, linked_id: t.id, kind: 'connection' });
    else if (r.type === 'translation-of' && t.id !== translationOfId)
      links.push(
        { document_id: t.id, linked_id: id, kind: 'translation' },
        { document_id: id, linked_id: t.id, kind: 'translation' },
      );
  }
  await addLinks(db, links);
}

/** Where a new edition goes in its family: its order, and whether it is the newest. */
async function placeInFamily(db: DbOrTx, familyId: number, publishDate: string | null) {
  const editions = await listFamilyEditionsForImport(db, familyId);
  const newest = editions[editions.length - 1];
  const isNewest = !newest || !publishDate || !newest.publish_date || publishDate >= newest.publish_date;
  return { editions, newest, isNewest, order: (newest?.edition_order ?? 0) + 1 };
}

/** Numbers a family's editions 1…n by date, after an older edition arrived late. */
async function renumberFamily(db: DbOrTx, familyId: number) {
  const editions = await listFamilyEditionsForImport(db, familyId);
  const sorted = [...editions].sort((a, b) => (a.publish_date ?? '').localeCompare(b.publish_date ?? '') || a.id - b.id);
  for (const [i, e] of sorted.entries()) if (e.edition_order !== i + 1) await setEditionOrder(db, e.id, i + 1);
}

/** The edition row's fields from the delivery (identity and metadata; the caller adds files and order). */
function rowFields(d: DocumentDraft, id: EditionIdentity, t: Translation | null, sections: SectionWrite[]) {
  const type = t ? 'Translated' : (d.documentType ?? 'Standard');
  const kind = STANDARD_CONTENT[type] ?? { content: null, asset: null };
  const publish = atMidnight(d.publishDate);
  return {
    content_code: t?.contentCode ?? id.contentCode,
    publisher_id: id.publisher.id,
    designation: id.family,
    display_designation: t?.display ?? id.printed,
    designation_no: id.designationNo,
    title: titleOf(d, id.language) || id.printed,
    description: descriptionOf(d, sections),
    document_type: type,
    asset_type: d.assetType ?? kind.asset,
    content_type: d.contentType ?? kind.content,
    classification: d.classification,
    language_code: id.language,
    publish_date: publish,
    published_online_date: atMidnight(d.onlineDate) ?? publish,
    last_update_date: atMidnight(d.updateDate) ?? atMidnight(d.onlineDate) ?? publish,
    downloadable: d.downloadable === false ? 0 : 1,
    video_flag: d.video ? 'Y' : 'N',
    asset_id: d.assetId,
    keywords: d.keywords.join(', '),
  };
}

function pagesOf(doc: DeliveredDocument, existing: ImportedEdition | undefined, sections: SectionWrite[]): number {
  if (doc.pdf) return doc.pdf.reading.pageCount;
  if (existing?.pdf_path) return existing.page_count;
  // No print yet: pages as the text would fill them, for the compare's size guard and the cards.
  return Math.max(1, Math.ceil(sections.reduce((n, s) => n + s.body.length, 0) / 3500));
}

/** "1:ab12…" → the readers' version and the manifest row's hash ('-': none). */
function parseSignature(s: string | null): { version: number; row: string | null } | null {
  const m = s ? /^(\d+):(.+)$/.exec(s) : null;
  return m ? { version: Number(m[1]), row: m[2] === '-' ? null : m[2] } : null;
}

/** What a manifest row restates of an edition already here: only the columns it fills. */
function manifestPatch(row: ManifestRow | undefined) {
  if (!row) return {};
  const date = atMidnight(normaliseDate(row.publishDate));
  return {
    ...(row.title ? { title: row.title } : {}),
    ...(row.documentType ? { document_type: row.documentType } : {}),
    ...(row.status ? { status: row.status } : {}),
    ...(date ? { publish_date: date } : {}),
    ...(row.description ? { description: row.description } : {}),
    ...(row.keywords ? { keywords: row.keywords } : {}),
  };
}

const ocrPages = (pdf: PdfReading | undefined) => {
  const pages = pdf?.pages.filter((p) => p.recognised).map((p) => p.number) ?? [];
  return pages.length ? JSON.stringify(pages) : null;
};
const notesOf = (pdf: PdfReading | undefined) => (pdf?.notes.length ? JSON.stringify(pdf.notes) : null);

/** Writes one delivered document; the caller has put its files in the store. */
export async function publishDocument(
  db: Db,
  filesDir: string,
  doc: DeliveredDocument,
  id: EditionIdentity,
  at: string,
): Promise<PublishResult> {
  return db.transaction().execute(async (trx) => {
    const t = await translationOf(trx, doc.draft, id);
    const contentCode = t?.contentCode ?? id.contentCode;
    const existing = await findImportedEdition(trx, contentCode);
    const stored = parseSignature(existing?.source_signature ?? null);
    const signature = `${doc.signature.version}:${doc.signature.row ?? stored?.row ?? '-'}`;
    if (
      existing &&
      stored?.version === doc.signature.version &&
      (!doc.signature.row || doc.signature.row === stored.row) &&
      (!doc.sts || doc.sts.stored.sha256 === existing.sts_sha256) &&
      (!doc.pdf || doc.pdf.stored.sha256 === existing.pdf_sha256)
    )
      return {
        status: 'unchanged',
        documentId: existing.id,
        contentCode,
        pages: existing.page_count,
        carriedForward: null,
        rePlaced: null,
      };

    // The text: STS when it came, else the PDF's pages unless the edition already has its text from an STS.
    const text = doc.sts ? 'sts' : doc.pdf && !existing?.sts_sha256 ? 'pdf' : null;
    const sections = doc.sts ? stsSections(doc.sts.units) : text === 'pdf' ? pdfSectionRows(doc.pdf!.reading) : [];
    const files = {
      pdf_path: doc.pdf?.stored.rel ?? existing?.pdf_path ?? null,
      pdf_sha256: doc.pdf?.stored.sha256 ?? existing?.pdf_sha256 ?? null,
      xml_path: doc.sts?.stored.rel ?? existing?.xml_path ?? null,
      sts_sha256: doc.sts?.stored.sha256 ?? existing?.sts_sha256 ?? null,
      page_count: pagesOf(doc, existing, sections),
      source_signature: signature,
      ...(doc.pdf ? { ocr_pages: ocrPages(doc.pdf.reading), import_notes: notesOf(doc.pdf.reading) } : {}),
    };

    if (existing) {
      // A delivery with STS restates the whole edition; without, only what its manifest row says.
      const fields = doc.sts
        ? { ...rowFields(doc.draft, id, t, sections), content_code: contentCode }
        : manifestPatch(doc.manifestRow);
      const html = doc.sts
        ? await writeHtml(
            filesDir,
            {
              ...rowFields(doc.draft, id, t, sections),
              ...files,
              content_code: contentCode,
              family_id: 0,
              edition_order: 0,
              status: '',
            },
            doc.sts.units,
          )
        : null;
      await updateDocument(trx, existing.id, {
        ...fields,
        ...files,
        ...(html ? { html_path: html.rel } : {}),
        ...(doc.sts && doc.draft.status ? { status: doc.draft.status } : {}),
      });
      if (text) await replaceSections(trx, existing.id, sections);
      if (doc.sts) {
        const type = t ? 'Translated' : (doc.draft.documentType ?? 'Standard');
        await replaceDocumentTaxonomy(trx, existing.id, await taxonomyNodesFor(trx, doc.draft, id.publisher, type));
        await linkRelations(trx, existing.id, id.publisher.id, doc.draft, t?.original?.id ?? null);
      }
      const rePlaced =
        doc.pdf?.reading.positions && doc.pdf.stored.sha256 !== existing.pdf_sha256
          ? await rePlaceCompassPoints(
              trx,
              { id: existing.id, content_code: contentCode, designation_no: id.designationNo },
              doc.pdf.reading.positions,
              at,
            )
          : null;
      await markSearchPending(trx, [existing.id], at);
      return { status: 'updated', documentId: existing.id, contentCode, pages: files.page_count, carriedForward: null, rePlaced };
    }

    const fields = rowFields(doc.draft, id, t, sections);
    const familyValue = t?.family ?? id.family;
    let family = await findFamilyByValue(trx, id.publisher.id, familyValue);
    const replacedBy = doc.draft.relations.find((r) => r.type === 'replaced-by' || r.type === 'isReplacedBy');
    const replacedByValue = replacedBy ? replacedBy.ref.replace(new RegExp(`^${id.publisher.code}\\s+`, 'i'), '') : null;
    const familyId = family?.id ?? (await insertFamily(trx, id.publisher.id, familyValue, replacedByValue));
    if (family && replacedByValue && family.replaced_by_family_value !== replacedByValue)
      await setFamilyReplacedBy(trx, family.id, replacedByValue);
    const place = await placeInFamily(trx, familyId, fields.publish_date);
    const status = place.isNewest
      ? (doc.draft.status ?? 'Active')
      : doc.draft.status && doc.draft.status !== 'Active'
        ? doc.draft.status
        : 'Historical';
    const row: DocumentInsert = { ...fields, ...files, family_id: familyId, status, edition_order: place.order, html_path: null };
    if (doc.sts) row.html_path = (await writeHtml(filesDir, row, doc.sts.units)).rel;
    const newId = await insertDocument(trx, row);
    await replaceSections(trx, newId, sections);
    await replaceDocumentTaxonomy(trx, newId, await taxonomyNodesFor(trx, doc.draft, id.publisher, row.document_type));
    await linkRelations(trx, newId, id.publisher.id, doc.draft, t?.original?.id ?? null);
    const touched = [newId];
    let carriedForward: CarryForwardResult | null = null;
    if (place.newest && place.isNewest) {
      if (place.newest.status === 'Active') {
        await updateDocument(trx, place.newest.id, { status: 'Historical' });
        touched.push(place.newest.id);
      }
      carriedForward = await carryForwardCompassPoints(
        trx,
        place.newest.id,
        { id: newId, content_code: row.content_code, designation_no: row.designation_no },
        doc.pdf?.reading.positions ?? [],
        at,
      );
    } else if (place.newest) await renumberFamily(trx, familyId);
    await markSearchPending(trx, touched, at);
    return {
      status: 'imported',
      documentId: newId,
      contentCode: row.content_code,
      pages: files.page_count,
      carriedForward,
      rePlaced: null,
    };
  });
}
