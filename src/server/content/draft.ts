import path from 'node:path';
import type { ManifestRow } from './manifest';
import type { PdfInfo } from './pdf/read-pdf';
import { normaliseDate, type StsMetadata, type StsRelation } from './sts/metadata';

/*
 * What a delivery says of one document, before the catalogue is asked anything: the manifest's
 * row first, then the STS metadata, then the PDF's own information and its file name. Bearing's
 * fields that STS has no element for (a document's category, its download rule) travel in STS
 * custom-meta, under the names below.
 */

export interface DocumentDraft {
  publisher: string | null;
  /** The edition's designation as printed ("MSA E102-16", "ISO 13849-1:2006"). */
  printed: string | null;
  /** The family's designation as printed ("MSA E102"). */
  undated: string | null;
  family: string | null;
  language: string | null;
  titles: Record<string, string>;
  documentType: string | null;
  /** The kind of document under its type (a Standard's "Test Method"), for the document-type refinement. */
  kind: string | null;
  status: string | null;
  publishDate: string | null;
  onlineDate: string | null;
  updateDate: string | null;
  description: string | null;
  keywords: string[];
  ics: string[];
  committee: string | null;
  categories: string[];
  topics: string[];
  industries: string[];
  classification: string | null;
  downloadable: boolean | null;
  video: boolean | null;
  assetId: string | null;
  assetType: string | null;
  contentType: string | null;
  edition: string | null;
  relations: StsRelation[];
  copyright: string | null;
}

const list = (v: string | undefined) =>
  v
    ? v
        .split(/[,;]/)
        .map((x) => x.trim())
        .filter(Boolean)
    : [];
const yesNo = (v: string | undefined) => (v === undefined || v === '' ? null : /^(y|yes|true|1)$/i.test(v.trim()));
const orNull = (v: string | undefined | null) => (v && v.trim() ? v.trim() : null);

/** BCP 47 with its usual case: "en-us" → "en-US", "zh-hans" → "zh-Hans". */
export function normaliseLanguage(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parts = raw.trim().replace(/_/g, '-').split('-').filter(Boolean);
  if (!parts.length || !/^[A-Za-z]{2,3}$/.test(parts[0])) return null;
  return parts
    .map((p, i) =>
      i === 0
        ? p.toLowerCase()
        : p.length === 2
          ? p.toUpperCase()
          : p.length === 4
            ? p[0].toUpperCase() + p.slice(1).toLowerCase()
            : p,
    )
    .join('-');
}

export function emptyDraft(): DocumentDraft {
  return {
    publisher: null,
    printed: null,
    undated: null,
    family: null,
    language: null,
    titles: {},
    documentType: null,
    kind: null,
    status: null,
    publishDate: null,
    onlineDate: null,
    updateDate: null,
    description: null,
    keywords: [],
    ics: [],
    committee: null,
    categories: [],
    topics: [],
    industries: [],
    classification: null,
    downloadable: null,
    video: null,
    assetId: null,
    assetType: null,
    contentType: null,
    edition: null,
    relations: [],
    copyright: null,
  };
}

/** The draft an STS file's metadata gives. */
export function draftFromSts(m: StsMetadata): DocumentDraft {
  const c = m.custom;
  return {
    ...emptyDraft(),
    publisher: orNull(c.publisher) ?? m.originator,
    printed: m.dated ?? m.undated,
    undated: m.undated,
    family: orNull(c.family),
    language: normaliseLanguage(m.language),
    titles: m.titles,
    documentType: orNull(c['document-type']),
    kind: orNull(c['document-kind']),
    status: orNull(c.status),
    publishDate: m.releaseDate,
    onlineDate: normaliseDate(c['published-online']),
    updateDate: normaliseDate(c['last-updated']),
    description: m.abstract ?? orNull(c.description),
    keywords: m.keywords,
    ics: m.ics,
    committee: m.committee,
    categories: list(c.category),
    topics: list(c.topic),
    industries: list(c.industry),
    classification: orNull(c.classification),
    downloadable: yesNo(c.downloadable),
    video: yesNo(c.video),
    assetId: orNull(c['asset-id']),
    assetType: orNull(c['asset-type']),
    contentType: orNull(c['content-type']),
    edition: m.edition,
    relations: m.relations,
    copyright: m.copyright,
  };
}

/** A manifest row laid over a draft: what the row says wins, what it leaves empty stays. */
export function overlayManifest(d: DocumentDraft, row: ManifestRow): DocumentDraft {
  return {
    ...d,
    publisher: orNull(row.publisher) ?? orNull(row.subscription) ?? d.publisher,
    printed: orNull(row.designation) ?? d.printed,
    undated: row.designation && !row.family ? null : d.undated,
    family: orNull(row.family) ?? d.family,
    language: normaliseLanguage(row.language) ?? d.language,
    titles: row.title ? { ...d.titles, [normaliseLanguage(row.language) ?? d.language ?? 'en']: row.title.trim() } : d.titles,
    documentType: orNull(row.documentType) ?? d.documentType,
    status: orNull(row.status) ?? d.status,
    publishDate: normaliseDate(row.publishDate) ?? d.publishDate,
    description: orNull(row.description) ?? d.description,
    keywords: row.keywords ? list(row.keywords) : d.keywords,
    categories: row.category ? list(row.category) : d.categories,
  };
}

/** Fills what neither manifest nor STS said from the PDF's information dictionary and its file name. */
export function fillFromPdf(d: DocumentDraft, info: PdfInfo | null, fileName: string): DocumentDraft {
  const stem = path.basename(fileName, path.extname(fileName)).replace(/[_]+/g, ' ').trim();
  const title = info?.title && !/^(untitled|microsoft word|document\d*)\b/i.test(info.title) ? info.title : null;
  return {
    ...d,
    printed: d.printed ?? stem,
    titles: Object.keys(d.titles).length ? d.titles : { [d.language ?? 'en']: title ?? info?.subject ?? stem },
    publishDate: d.publishDate ?? info?.creationDate ?? null,
    description: d.description ?? (title && info?.subject ? info.subject : null),
    keywords: d.keywords.length ? d.keywords : list(info?.keywords ?? undefined),
  };
}
