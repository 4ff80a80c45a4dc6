import { documentTarget } from '../../lib/document-address';

/** Content search for a term, stype A (the resolvers' fallback, 000 §2.6). */
export function searchUrlFor(term: string): string {
  const qs = new URLSearchParams({ content: term, stype: 'A' });
  return `/content-search/?${qs.toString()}`;
}

/** The document screen for a content code, with the page to open at when known. */
export function documentUrl(contentCode: string, page?: string | number | null): string {
  return documentTarget(contentCode, { page });
}
