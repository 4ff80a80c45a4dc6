import type { HomeCard } from '../../../api/home';
import type { ResultPassage, SearchResultItem, TypeAheadItem } from '../../../api/search';
import type { DbOrTx } from '../../db/database';
import { findDocumentLinks, findDocumentsByIds, type DocumentCardRow } from '../../repositories/documents';
import type { Passage } from '../../search/passage';

/* Row → reply mapping shared by search, type-ahead and home (000 §3). */

/** Rows for these ids in the order of `ids` (the engine's ranking); missing ids are skipped. */
export async function rowsInOrder(db: DbOrTx, ids: number[]): Promise<DocumentCardRow[]> {
  const rows = await findDocumentsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type Links = Awaited<ReturnType<typeof findDocumentLinks>>;

/** Links grouped per document and kind; links to publishers outside `offered` are dropped (no leaks across tenants). */
async function linksOf(db: DbOrTx, ids: number[], offered: number[] | null) {
  const out = new Map<number, { translation: Links; supplement: Links; connection: Links }>();
  for (const l of await findDocumentLinks(db, ids)) {
    if (offered !== null && !offered.includes(l.publisher_id)) continue;
    let e = out.get(l.document_id);
    if (!e) out.set(l.document_id, (e = { translation: [], supplement: [], connection: [] }));
    if (l.kind === 'translation' || l.kind === 'supplement' || l.kind === 'connection') e[l.kind].push(l);
  }
  return out;
}

/** Search result items (000 §3 Search result) in the order of `ids`, each with its passage when one explains it. */
export async function toSearchItems(
  db: DbOrTx,
  ids: number[],
  offered: number[] | null,
  passages?: ReadonlyMap<number, Passage>,
): Promise<SearchResultItem[]> {
  const rows = await rowsInOrder(db, ids);
  const links = await linksOf(
    db,
    rows.map((r) => r.id),
    offered,
  );
  return rows.map((r) => {
    const l = links.get(r.id);
    const passage = passages?.get(r.id);
    return {
      contentCode: r.content_code,
      designationNo: r.designation_no,
      documentTitle: r.title,
      description: r.description,
      documentType: r.document_type,
      publisherName: r.publisher_name,
      publisherCode: r.publisher_code,
      status: r.status,
      lastUpdateDate: r.last_update_date,
      publishDate: r.publish_date,
      publishedOnlineDate: r.published_online_date,
      language: r.language_code,
      translations: (l?.translation ?? []).map((t) => ({
        designationNo: t.designation_no,
        contentCode: t.content_code,
        language: t.language_code,
      })),
      connections: (l?.connection ?? []).map((c) => ({ designationNo: c.designation_no, contentCode: c.content_code })),
      supplements: (l?.supplement ?? []).map((s) => ({
        'supplement-display-designation': s.display_designation,
        'supplement-content-code': s.content_code,
      })),
      ...(passage ? { passage: toResultPassage(passage) } : {}),
    };
  });
}

/** The engine's passage as the contract carries it (no heading key outside a section). */
const toResultPassage = (p: Passage): ResultPassage => ({
  text: p.text,
  marks: p.marks.map((m) => ({ start: m.start, end: m.end })),
  source: p.source,
  ...(p.heading ? { heading: p.heading } : {}),
  ...(p.page ? { page: p.page } : {}),
});

/** Type-ahead items with their connections. */
export async function toTypeAheadItems(
  db: DbOrTx,
  rows: DocumentCardRow[],
  offered: number[] | null,
): Promise<Map<number, TypeAheadItem>> {
  const links = await linksOf(
    db,
    rows.map((r) => r.id),
    offered,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        designation: r.designation,
        contentCode: r.content_code,
        documentTitle: r.title,
        designationNo: r.designation_no,
        connections: (links.get(r.id)?.connection ?? []).map((c) => ({
          designationNo: c.designation_no,
          contentCode: c.content_code,
        })),
      },
    ]),
  );
}

/** A home card (000 §3 Home card document). */
export function toHomeCard(r: DocumentCardRow, trackingSinceDate?: string): HomeCard {
  return {
    contentCode: r.content_code,
    documentType: r.document_type,
    publisherCode: r.publisher_code,
    status: r.status,
    designationNo: r.designation_no,
    documentTitle: r.title,
    lastUpdateDate: r.last_update_date,
    publishDate: r.publish_date,
    publishedOnlineDate: r.published_online_date,
    ...(trackingSinceDate ? { trackingSinceDate } : {}),
  };
}
