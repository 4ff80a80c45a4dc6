import type { RelatedContent } from '../../api/documents';
import type { DbOrTx } from '../db/database';
import {
  findEditionsByDesignations,
  listLinkedDocuments,
  listSections,
  type FullDocumentRow,
} from '../repositories/document-details';
import { offeredByCode } from './documents/access';
import { isOffered, type Scope } from './scope';
import type { ServiceContext } from './context';

/*
 * Related content (001 §3): cited content comes from the edition's Referenced Documents section
 * (each paragraph starts with a cited designation), supplements from the document links. The
 * catalogue has no SOPs or training-material adjuncts yet, so sop and tma are empty lists.
 */

/** Designations cited by a Referenced Documents section body. */
export function citedDesignations(body: string): string[] {
  return [
    ...new Set(
      body
        .split(/\n\n+/)
        .map((p) => p.replace(/^\d+\.\d+\s+/, '').split(/\s+/)[0])
        .filter((d) => /^[A-Z]{1,4}-?\d+[A-Z0-9/-]*$/.test(d)),
    ),
  ];
}

async function build(db: DbOrTx, scope: Scope, doc: FullDocumentRow): Promise<RelatedContent> {
  const sections = await listSections(db, doc.id);
  const refs = sections.filter((s) => s.heading === 'Referenced Documents').flatMap((s) => citedDesignations(s.body));
  const editions = await findEditionsByDesignations(db, scope.offered, refs);
  // Newest edition per cited designation (rows come newest first).
  const seen = new Set<string>();
  const citedContent = editions
    .filter((e) => e.id !== doc.id && !seen.has(e.designation) && seen.add(e.designation))
    .map((e) => ({ designationOrFamily: e.designation, title: e.title, contentCode: e.content_code }));
  const supplements = (await listLinkedDocuments(db, doc.id))
    .filter((l) => l.kind === 'supplement' && isOffered(scope, l.publisher_id))
    .map((l) => ({ designationOrFamily: l.designation_no, title: l.title, contentCode: l.content_code }));
  const lists = { citedContent, sop: [], tma: [], supplements };
  return { ...lists, sections: Object.values(lists).filter((l) => l.length > 0).length };
}

/** How many related-content sections an edition has (the tab shows only above 0). */
export async function relatedSectionsCount(db: DbOrTx, scope: Scope, doc: FullDocumentRow): Promise<number> {
  return (await build(db, scope, doc)).sections;
}

/** GET relatedContent?contentCode. */
export async function relatedContent(ctx: ServiceContext, contentCode: string): Promise<RelatedContent> {
  const { scope, doc } = await offeredByCode(ctx, contentCode);
  return build(ctx.db, scope, doc);
}
