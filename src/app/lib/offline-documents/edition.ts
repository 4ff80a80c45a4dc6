import type { DocumentMetadata } from '../../../api/documents';

/** A kept document's standing as of the last sync: still the current edition, or replaced. */
export type EditionStanding =
  { kind: 'current' } | { kind: 'replaced'; byContentCode: string | null; byDesignation: string | null };

const WITHDRAWN = /withdrawn|replaced|historical|previous/i;

/**
 * Whether someone on site reading this copy would be working from a superseded edition: a
 * replaced-by link, a newer edition in the family, or a withdrawn / historical status.
 */
export function editionStanding(
  meta: Pick<DocumentMetadata, 'contentCode' | 'status' | 'versions' | 'replacedByContentCode'>,
): EditionStanding {
  const own = meta.versions.find((v) => v.contentCode === meta.contentCode);
  const newest = [...meta.versions].sort((a, b) => b.index - a.index)[0];
  if (meta.replacedByContentCode) {
    const by = meta.versions.find((v) => v.contentCode === meta.replacedByContentCode);
    return { kind: 'replaced', byContentCode: meta.replacedByContentCode, byDesignation: by?.designationNo ?? null };
  }
  if (own && newest && newest.index > own.index)
    return { kind: 'replaced', byContentCode: newest.contentCode, byDesignation: newest.designationNo };
  if (WITHDRAWN.test(meta.status)) return { kind: 'replaced', byContentCode: null, byDesignation: null };
  return { kind: 'current' };
}
