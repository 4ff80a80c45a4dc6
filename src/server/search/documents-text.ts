import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { normaliseDesignation, type DesignationKey } from './designation';

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
