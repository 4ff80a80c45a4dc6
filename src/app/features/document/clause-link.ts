/*
 * Clause links: a link to one place in a document — a PDF page or an HTML section —
 * for a site report, an inspection sheet or a QR code on a drawing. It is the ordinary document
 * route with the place in its query (`/document?contentCode=X&page=12`, `&section=id`), so it
 * goes through the same metadata and entitlement check as any open (a recipient without the
 * entitlement gets the no-access dialog), and the service worker's app shell answers it offline.
 */

/** One place in a document. */
export type ClausePlace = { kind: 'page'; page: number } | { kind: 'section'; id: string };

/** The longest section id a link carries; ids come from the document's headings. */
const MAX_SECTION_ID = 200;

/** The absolute link to `place` in `contentCode`, under the app's base path. */
export function buildClauseLink(origin: string, basePath: string, contentCode: string, place: ClausePlace): string {
  const q = new URLSearchParams({ contentCode });
  if (place.kind === 'page') q.set('page', String(Math.max(1, Math.floor(place.page))));
  else q.set('section', place.id);
  return `${origin}${basePath.replace(/\/+$/, '')}/document?${q.toString()}`;
}

/** The place a document URL's query asks for, or null (no place, or one that is not valid). */
export function parseClausePlace(params: URLSearchParams): ClausePlace | null {
  const raw = params.get('page');
  if (raw !== null && /^\s*\d+\s*$/.test(raw)) {
    const page = Number(raw);
    if (Number.isSafeInteger(page) && page >= 1) return { kind: 'page', page };
  }
  const id = params.get('section')?.trim();
  if (id && id.length <= MAX_SECTION_ID) return { kind: 'section', id };
  return null;
}
