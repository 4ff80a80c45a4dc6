import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normaliseDesignation, type DesignationKey } from './designation';
import type { PassageField } from './passage';

/** One document as the index sees it: the four weighted fields and its designation keys. */
export interface IndexedDocument {
  id: number;
  /** Designation, number and normalised keys, so `a36m` finds `A36/A36M-14` as a word too. */
  designation: string;
  title: string;
  keywords: string;
  /** Description and every section's heading and text. */
  body: string;
  designationKeys: DesignationKey[];
}

/** Loads the index text of these documents (one batch; callers bound the batch size). */
export async function loadIndexedDocuments(db: Kysely<Database>, ids: number[]): Promise<IndexedDocument[]> {
  if (ids.length === 0) return [];
  const docs = await db
    .selectFrom('documents')
    .select(['id', 'designation', 'designation_no', 'display_designation', 'title', 'keywords', 'description'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  const sections = await db
    .selectFrom('document_sections')
    .select(['document_id', 'heading', 'body'])
    .where('document_id', 'in', ids)
    .orderBy('document_id')
    .orderBy('ordinal')
    .execute();
  const bodies = new Map<number, string[]>();
  for (const s of sections) {
    let list = bodies.get(s.document_id);
    if (!list) bodies.set(s.document_id, (list = []));
    list.push(s.heading, s.body);
  }
  return docs.map((d) => {
    const keys = [normaliseDesignation(d.designation_no), normaliseDesignation(d.designation)].filter(
      (k): k is DesignationKey => k !== null,
    );
    const unique = new Map(keys.map((k) => [`${k.parts.join('/')}|${k.year ?? ''}`, k]));
    const words = new Set(keys.flatMap((k) => k.parts));
    return {
      id: d.id,
      designation: `${d.display_designation} ${d.designation_no} ${[...words].join(' ')}`,
      title: d.title,
      keywords: d.keywords,
      body: [d.description, ...(bodies.get(d.id) ?? [])].join('\n'),
      designationKeys: [...unique.values()],
    };
  });
}

/** Sections read per document for a passage, and characters per section: a result's cost stays bounded. */
const PASSAGE_SECTIONS = 12;
const PASSAGE_SECTION_CHARS = 4000;

/** Pages of one printed document a passage may look in for the word asked, and the text read around it. */
const PAGE_SECTIONS = 3;
const PAGE_WINDOW_BEFORE = 1500;
const PAGE_WINDOW = 4000;
const PAGE_ROWS_MAX = 200;

/** A section cut to the stretch around the first `word`, with the page that stretch starts on (its form feeds counted). */
function aroundWord(s: { heading: string; body: string; page_number: number }, word: string): PassageField {
  const at = Math.max(0, s.body.toLowerCase().indexOf(word));
  const from = Math.max(0, at - PAGE_WINDOW_BEFORE);
  const before = s.body.slice(0, from);
  return {
    source: 'section',
    heading: s.heading,
    text: s.body.slice(from, from + PAGE_WINDOW),
    page: s.page_number + (before.match(/\f/g)?.length ?? 0),
  };
}

/**
 * The text a passage may quote, per document in document order: its description and keywords,
 * and its sections only where `mayReadText` allows (the caller could open the document). Not
 * the title or designation: the result shows them already. A document whose sections are its
 * printed pages (delivered as a PDF) is quoted from the pages that hold `word`, the query's
 * rarest, wherever they are: a word on page 300 of a scan is found there, and the passage says so.
 */
export async function loadPassageFields(
  db: Kysely<Database>,
  ids: number[],
  mayReadText: (publisherId: number) => boolean,
  word?: string,
): Promise<Map<number, PassageField[]>> {
  const out = new Map<number, PassageField[]>();
  if (ids.length === 0) return out;
  const docs = await db
    .selectFrom('documents')
    .select(['id', 'publisher_id', 'description', 'keywords', 'pdf_path', 'sts_sha256'])
    .where('id', 'in', ids)
    .execute();
  const readable = docs.filter((d) => mayReadText(d.publisher_id));
  const printed = word ? readable.filter((d) => d.pdf_path && !d.sts_sha256).map((d) => d.id) : [];
  const rest = readable.filter((d) => !printed.includes(d.id)).map((d) => d.id);
  const sections = rest.length
    ? await db
        .selectFrom('document_sections')
        .select(['document_id', 'heading', sql<string>`substr(body, 1, ${sql.lit(PASSAGE_SECTION_CHARS)})`.as('body')])
        .where('document_id', 'in', rest)
        .where('ordinal', '<=', PASSAGE_SECTIONS)
        .orderBy('document_id')
        .orderBy('ordinal')
        .execute()
    : [];
  const pages =
    printed.length && word
      ? await db
          .selectFrom('document_sections')
          .select(['document_id', 'heading', 'body', 'page_number'])
          .where('document_id', 'in', printed)
          .where('page_number', 'is not', null)
          .where(sql`lower(body)`, 'like', `%${word.replace(/[%_\\]/g, '')}%`)
          .orderBy('document_id')
          .orderBy('ordinal')
          .limit(PAGE_ROWS_MAX)
          .execute()
      : [];
  for (const d of docs)
    out.set(d.id, [
      { source: 'description', heading: null, text: d.description },
      { source: 'keywords', heading: null, text: d.keywords },
    ]);
  for (const s of sections) out.get(s.document_id)?.push({ source: 'section', heading: s.heading, text: s.body });
  const taken = new Map<number, number>();
  for (const s of pages) {
    const n = taken.get(s.document_id) ?? 0;
    if (n >= PAGE_SECTIONS) continue;
    taken.set(s.document_id, n + 1);
    out.get(s.document_id)?.push(aroundWord({ heading: s.heading, body: s.body, page_number: s.page_number! }, word!));
  }
  return out;
}
