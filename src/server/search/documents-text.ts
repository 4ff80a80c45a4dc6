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

/**
 * The text a passage may quote, per document in document order: its description and keywords,
 * and its sections only where `mayReadText` allows (the caller could open the document). Not
 * the title or designation: the result shows them already.
 */
export async function loadPassageFields(
  db: Kysely<Database>,
  ids: number[],
  mayReadText: (publisherId: number) => boolean,
): Promise<Map<number, PassageField[]>> {
  const out = new Map<number, PassageField[]>();
  if (ids.length === 0) return out;
  const docs = await db
    .selectFrom('documents')
    .select(['id', 'publisher_id', 'description', 'keywords'])
    .where('id', 'in', ids)
    .execute();
  const readable = docs.filter((d) => mayReadText(d.publisher_id)).map((d) => d.id);
  const sections = readable.length
    ? await db
        .selectFrom('document_sections')
        .select(['document_id', 'heading', sql<string>`substr(body, 1, ${sql.lit(PASSAGE_SECTION_CHARS)})`.as('body')])
        .where('document_id', 'in', readable)
        .where('ordinal', '<=', PASSAGE_SECTIONS)
        .orderBy('document_id')
        .orderBy('ordinal')
        .execute()
    : [];
  for (const d of docs)
    out.set(d.id, [
      { source: 'description', heading: null, text: d.description },
      { source: 'keywords', heading: null, text: d.keywords },
    ]);
  for (const s of sections) out.get(s.document_id)?.push({ source: 'section', heading: s.heading, text: s.body });
  return out;
}
