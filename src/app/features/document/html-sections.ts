/*
 * Large HTML renders by sections: a long standard's HTML is split at its top-level
 * headings into chunks; the frame starts with the first chunk and the reader mounts the next as
 * the reader scrolls near the end of what is mounted, so the first screen never waits for the
 * layout of the whole document. Pure: the DOM walk lives in html-sanitize.ts.
 */

/** One top-level node of the document body: its markup, whether it opens a section, the ids inside it. */
export interface HtmlBlock {
  html: string;
  startsSection: boolean;
  ids: string[];
}

/** The chunks in order, and which chunk holds each id (for section links and clause links). */
export interface HtmlChunks {
  chunks: string[];
  chunkOf: Record<string, number>;
}

/** A chunk is at least this long (characters of markup), so a document of short sections is not thousands of mounts. */
export const MIN_CHUNK_CHARS = 20_000;

/** Groups the blocks into chunks that start at a section heading and are at least `minChars` long (the last may be shorter). */
export function groupIntoChunks(blocks: readonly HtmlBlock[], minChars = MIN_CHUNK_CHARS): HtmlChunks {
  const chunks: string[] = [];
  const chunkOf: Record<string, number> = {};
  let current = '';
  for (const b of blocks) {
    if (b.startsSection && current.length >= minChars) {
      chunks.push(current);
      current = '';
    }
    current += b.html;
    for (const id of b.ids) chunkOf[id] ??= chunks.length;
  }
  if (current || chunks.length === 0) chunks.push(current);
  return { chunks, chunkOf };
}
