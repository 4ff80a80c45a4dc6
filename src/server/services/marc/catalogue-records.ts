import { MARC_JOURNALS, type MarcTitle } from '../../../api/user-resources';
import type { DataField, Field, MarcRecord } from './record';

/*
 * MARC 21 bibliographic records built from catalogue rows (journal articles, manuals, symposium
 * papers): the fields a discovery service or a library catalogue loads — control number and
 * identifier, fixed data, DOI, cataloguing source, title, publication, extent, RDA content,
 * media and carrier types, series or host item, summary, subjects and the access link.
 */

export interface PublicationRow {
  id: number;
  content_code: string;
  designation_no: string;
  title: string;
  description: string;
  document_type: string;
  publish_date: string | null;
  last_update_date: string | null;
  page_count: number;
  keywords: string;
  asset_id: string | null;
  language_code: string;
  publisher_name: string;
}

/** Control number identifier (003) and cataloguing agency (040). */
export const ORGANIZATION_CODE = 'BEARING';
/** A DOI prefix reserved for examples: the demo's DOIs resolve nowhere, as they should. */
export const DOI_PREFIX = '10.5555';

/** The journal a journal article belongs to (by content id), so each journal's file is stable. */
export function journalOf(documentId: number): (typeof MARC_JOURNALS)[number] {
  return MARC_JOURNALS[documentId % MARC_JOURNALS.length];
}

/** Which catalogue rows a MARC collection holds. */
export function documentTypeOf(title: MarcTitle): 'Journal' | 'Manual' | 'Symposium' {
  return title === 'MANUALS' ? 'Manual' : title === 'STP' ? 'Symposium' : 'Journal';
}

export const doiOf = (row: Pick<PublicationRow, 'content_code'>) => `${DOI_PREFIX}/${row.content_code.toUpperCase()}`;

/** Title indicator 2: how many leading characters an article makes the filing skip. */
export function nonFilingCharacters(title: string): string {
  const m = /^(the |an |a )/i.exec(title);
  return String(m ? m[1].length : 0);
}

const yearOf = (row: PublicationRow) => (row.publish_date ?? '2026').slice(0, 4);

/** 005: yyyymmddhhmmss.f of the last change. */
function transactionStamp(row: PublicationRow): string {
  const d = new Date(row.last_update_date ?? row.publish_date ?? '2026-01-01T00:00:00Z');
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}.0`;
}

/** 008 for books (40 positions): dates, place, online form, conference flag, language, source. */
export function fixedData(row: PublicationRow, conference: boolean): string {
  const entered = (row.publish_date ?? '2026-01-01').slice(2, 10).replace(/-/g, '');
  const language = row.language_code.toLowerCase().startsWith('en') ? 'eng' : 'und';
  const value =
    `${entered}s${yearOf(row)}    xx ` +
    '    ' +
    ' ' +
    'o' +
    '    ' +
    ' ' +
    (conference ? '1' : '0') +
    '0' +
    '0' +
    ' ' +
    '0' +
    ' ' +
    language +
    ' ' +
    'd';
  if (value.length !== 40) throw new Error(`008 must be 40 characters, got ${value.length}`);
  return value;
}

const df = (tag: string, ind1: string, ind2: string, ...subfields: [string, string][]): DataField => ({
  tag,
  ind1,
  ind2,
  subfields,
});

/** One publication as a MARC 21 record; `origin` is the tenant's address for the 856 link. */
export function publicationRecord(row: PublicationRow, origin: string): MarcRecord {
  const type = row.document_type;
  const year = yearOf(row);
  const title = row.title.endsWith('.') ? row.title : `${row.title}.`;
  const fields: Field[] = [
    { tag: '001', value: row.content_code },
    { tag: '003', value: ORGANIZATION_CODE },
    { tag: '005', value: transactionStamp(row) },
    { tag: '006', value: 'm     o  d        ' },
    { tag: '007', value: 'cr |||||||||||' },
    { tag: '008', value: fixedData(row, type === 'Symposium') },
    df('024', '7', ' ', ['a', doiOf(row)], ['2', 'doi']),
    df('040', ' ', ' ', ['a', ORGANIZATION_CODE], ['b', 'eng'], ['e', 'rda'], ['c', ORGANIZATION_CODE]),
    df('245', '0', nonFilingCharacters(row.title), ['a', title]),
    df('264', ' ', '1', ['b', `${row.publisher_name},`], ['c', `${year}.`]),
    df('300', ' ', ' ', ['a', `1 online resource (${row.page_count} pages)`]),
    df('336', ' ', ' ', ['a', 'text'], ['b', 'txt'], ['2', 'rdacontent']),
    df('337', ' ', ' ', ['a', 'computer'], ['b', 'c'], ['2', 'rdamedia']),
    df('338', ' ', ' ', ['a', 'online resource'], ['b', 'cr'], ['2', 'rdacarrier']),
  ];
  if (type === 'Manual') fields.push(df('490', '0', ' ', ['a', 'Manual series'], ['v', row.designation_no]));
  if (type === 'Symposium') fields.push(df('490', '0', ' ', ['a', 'Selected technical papers'], ['v', row.designation_no]));
  fields.push(df('520', ' ', ' ', ['a', row.description]));
  for (const keyword of row.keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean))
    fields.push(df('653', ' ', ' ', ['a', keyword]));
  if (type === 'Journal') {
    const journal = journalOf(row.id);
    fields.push(
      df(
        '773',
        '0',
        ' ',
        ['t', journal.title],
        ['g', `Vol. ${Number(year) - 2000}, ${year}`],
        ['x', journal.issn],
        ['w', row.designation_no],
      ),
    );
  }
  fields.push(
    df(
      '856',
      '4',
      '0',
      ['u', `${origin}/document?contentCode=${encodeURIComponent(row.content_code)}`],
      ['z', 'Available to subscribers'],
    ),
  );
  // Journal articles are serial component parts; manuals monographs; symposium papers monographic component parts.
  const level = type === 'Journal' ? 'b' : type === 'Symposium' ? 'a' : 'm';
  return { leader: { status: 'n', type: 'a', level, encodingLevel: ' ', descriptiveForm: 'i' }, fields };
}
