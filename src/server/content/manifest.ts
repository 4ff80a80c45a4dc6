import { parse } from 'csv-parse/sync';
import { Refusal } from './refusal';

/*
 * A delivery's manifest: one row per delivered file with what the publisher says of it (CSV
 * with a header row, or JSON: an array of objects or { "documents": [...] }). Column names are
 * matched loosely ("Publish date", "publish_date" and "publishDate" are one column); a row's
 * file is relative to the manifest. What a row leaves empty comes from the file itself.
 */

export interface ManifestRow {
  file: string;
  designation?: string;
  title?: string;
  publisher?: string;
  documentType?: string;
  status?: string;
  publishDate?: string;
  language?: string;
  subscription?: string;
  /** The edition's family when it is not the designation without its year (optional column). */
  family?: string;
  keywords?: string;
  description?: string;
  /** The catalogue's category refinement (optional column). */
  category?: string;
}

const COLUMNS: Record<string, keyof ManifestRow> = {
  file: 'file',
  filename: 'file',
  path: 'file',
  designation: 'designation',
  designationno: 'designation',
  title: 'title',
  publisher: 'publisher',
  publishercode: 'publisher',
  documenttype: 'documentType',
  type: 'documentType',
  status: 'status',
  publishdate: 'publishDate',
  date: 'publishDate',
  releasedate: 'publishDate',
  language: 'language',
  lang: 'language',
  subscription: 'subscription',
  family: 'family',
  keywords: 'keywords',
  description: 'description',
  category: 'category',
};

const key = (name: string) => COLUMNS[name.toLowerCase().replace(/[^a-z]/g, '')];

/** Manifest rows at most; a delivery of more files comes as several. */
export const MAX_MANIFEST_ROWS = 100_000;

function toRow(raw: Record<string, unknown>, where: string): ManifestRow {
  const row: Partial<ManifestRow> = {};
  for (const [name, value] of Object.entries(raw)) {
    const k = key(name);
    if (!k || value === null || value === undefined) continue;
    const v = String(value).trim();
    if (v) row[k] = v.slice(0, 2000);
  }
  if (!row.file) throw new Refusal(`${where} names no file (a "file" column is needed)`);
  return row as ManifestRow;
}

/** Whether a CSV or JSON file looks like a manifest (it has a file column), without failing on anything else. */
export function looksLikeManifest(text: string, kind: 'csv' | 'json'): boolean {
  if (kind === 'json') return /"(file|filename|path)"\s*:/i.test(text.slice(0, 20_000));
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return header.split(/[,;\t]/).some((h) => key(h.replace(/^"|"$/g, '')) === 'file');
}

/** The rows of a manifest; a manifest that cannot be read is refused as a whole. */
export function readManifest(text: string, kind: 'csv' | 'json'): ManifestRow[] {
  let records: Record<string, unknown>[];
  if (kind === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (err) {
      throw new Refusal(`is not valid JSON (${(err as Error).message})`);
    }
    const list = Array.isArray(data) ? data : (data as { documents?: unknown })?.documents;
    if (!Array.isArray(list)) throw new Refusal('is JSON but neither a list of documents nor { "documents": [...] }');
    records = list.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null);
  } else {
    const header = text.split(/\r?\n/, 1)[0] ?? '';
    const delimiter = [';', '\t', ','].sort((a, b) => header.split(b).length - header.split(a).length)[0];
    try {
      records = parse(text, {
        columns: true,
        skip_empty_lines: true,
        trim: true,
        bom: true,
        delimiter,
        relax_column_count: true,
      });
    } catch (err) {
      throw new Refusal(`is not a readable CSV file (${(err as Error).message})`);
    }
  }
  if (records.length > MAX_MANIFEST_ROWS) throw new Refusal(`has more than ${MAX_MANIFEST_ROWS.toLocaleString('en')} rows`);
  return records.map((r, i) => toRow(r, `row ${i + 2}`));
}
