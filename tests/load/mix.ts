import { randomUUID } from 'node:crypto';
import { ENTITLED_SEARCH_PATH, SEARCH_PATH, TYPE_AHEAD_PATH } from '../../src/api/search';
import { METADATA_PATH, PDF_PATH } from '../../src/api/documents';
import { FAVORITES_PATH, SAVE_NOTE_PATH } from '../../src/api/user-documents';
import { COMPASS_POINTS_PATH } from '../../src/api/compass-points';
import { IDEMPOTENCY_KEY_HEADER } from '../../src/api/idempotency';

/*
 * The realistic mix: content and subscription search 50%, type-ahead 15%, metadata
 * 15%, PDF byte ranges 10%, writes 10% (favorites, notes, compass points, each with an
 * Idempotency-Key as the app sends them), spread over many signed-in sessions.
 */

export interface LoadSession {
  email: string;
  headers: Record<string, string>;
  /** Documents this session's account is entitled to. */
  docs: Array<{ contentCode: string; contentId: number; pdfSize: number }>;
  /** Whether the account has compass points (001 §6). */
  compassPoints: boolean;
}

export interface LoadRequest {
  kind: 'search' | 'type-ahead' | 'metadata' | 'pdf-range' | 'write';
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const WEIGHTS: Array<[LoadRequest['kind'], number]> = [
  ['search', 50],
  ['type-ahead', 15],
  ['metadata', 15],
  ['pdf-range', 10],
  ['write', 10],
];

/** Words engineers search for, taken from the catalogue's own titles at setup. */
export type Vocabulary = string[];

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)];
}

function kindOf(rnd: () => number): LoadRequest['kind'] {
  let x = rnd() * 100;
  for (const [kind, w] of WEIGHTS) {
    if ((x -= w) < 0) return kind;
  }
  return 'search';
}

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });

/** One request of the mix for a random session. */
export function nextRequest(rnd: () => number, sessions: LoadSession[], words: Vocabulary): LoadRequest {
  const s = pick(rnd, sessions);
  const doc = pick(rnd, s.docs);
  const kind = kindOf(rnd);
  switch (kind) {
    case 'search': {
      const keywords = rnd() < 0.3 ? `${pick(rnd, words)} ${pick(rnd, words)}` : pick(rnd, words);
      const path = rnd() < 0.5 ? SEARCH_PATH : ENTITLED_SEARCH_PATH;
      return {
        kind,
        method: 'POST',
        path: `${path}?page=0&size=25`,
        headers: json(s.headers),
        body: JSON.stringify({ keywords, searchField: 'A' }),
      };
    }
    case 'type-ahead':
      return {
        kind,
        method: 'POST',
        path: TYPE_AHEAD_PATH,
        headers: json(s.headers),
        body: JSON.stringify({ keywords: pick(rnd, words).slice(0, 3 + Math.floor(rnd() * 4)) }),
      };
    case 'metadata':
      return {
        kind,
        method: 'GET',
        path: `${METADATA_PATH}?contentCode=${encodeURIComponent(doc.contentCode)}`,
        headers: s.headers,
      };
    case 'pdf-range': {
      // pdf.js asks for 64 KB ranges near the start of a file, then further in.
      const chunks = Math.max(1, Math.ceil(doc.pdfSize / 65536));
      const start = Math.floor(rnd() * Math.min(chunks, 8)) * 65536;
      return {
        kind,
        method: 'GET',
        path: `${PDF_PATH}?contentCode=${encodeURIComponent(doc.contentCode)}`,
        headers: { ...s.headers, range: `bytes=${start}-${start + 65535}` },
      };
    }
    case 'write': {
      const headers = { ...json(s.headers), [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
      const r = rnd();
      if (r < 0.4)
        return {
          kind,
          method: 'POST',
          path: FAVORITES_PATH,
          headers,
          body: JSON.stringify({ content: { contentId: doc.contentId } }),
        };
      if (r < 0.7 || !s.compassPoints) {
        return {
          kind,
          method: 'POST',
          path: SAVE_NOTE_PATH,
          headers,
          body: JSON.stringify({
            contentId: doc.contentId,
            annotationId: randomUUID(),
            noteData: '{"page":1}',
            note: 'Checked on site',
          }),
        };
      }
      return {
        kind,
        method: 'POST',
        path: COMPASS_POINTS_PATH,
        headers,
        body: JSON.stringify({
          name: `Load point ${randomUUID().slice(0, 8)}`,
          contentID: doc.contentId,
          selectionData: { rects: [{ pageNumber: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.02 }] },
          selectionMetadata: { pageNumber: 1, selectionText: 'scope', annotationID: randomUUID() },
        }),
      };
    }
  }
}
