import crypto from 'node:crypto';
import fs from 'node:fs';
import type { StoredFile } from './documents/files';

/*
 * A strong ETag from the file's bytes (SHA-256), so every node of a scaled-out server gives the
 * same validator for the same file, whatever its mtime there (files are rendered on demand per
 * node). pdf.js and the reader's resumable download send it back in If-Range; a replaced file gets
 * a new one, which also keys the page-preview cache. Hashing a 40 MB file costs ~100 ms, once per
 * process and file version (size + mtime), and concurrent first requests share one hash.
 */

interface Known {
  size: number;
  mtimeMs: number;
  etag: Promise<string>;
}
const known = new Map<string, Known>();
const MAX_KNOWN = 5000;

function hashFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const h = crypto.createHash('sha256');
    fs.createReadStream(file)
      .on('data', (c) => h.update(c))
      .on('error', reject)
      .on('end', () => resolve(h.digest('base64url').slice(0, 32)));
  });
}

/** The file's strong ETag, quoted: `"<size in hex>-<sha256 prefix>"`. */
export function fileEtag(f: StoredFile): Promise<string> {
  const k = known.get(f.file);
  if (k && k.size === f.size && k.mtimeMs === f.mtimeMs) return k.etag;
  const etag = hashFile(f.file).then((h) => `"${f.size.toString(16)}-${h}"`);
  etag.catch(() => known.delete(f.file));
  if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value!);
  known.set(f.file, { size: f.size, mtimeMs: f.mtimeMs, etag });
  return etag;
}

/** If-None-Match matches (weak comparison, a list or `*`; RFC 9110 §13.1.2). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/**
 * If-Range still holds (RFC 9110 §13.1.5): the same strong ETag, or exactly the Last-Modified
 * date. A weak or stale validator means the client's partial copy is of another file: it gets the
 * whole file.
 */
export function ifRangeHolds(header: string | undefined, etag: string, lastModified: string): boolean {
  if (header === undefined) return true;
  const v = header.trim();
  if (v.startsWith('W/')) return false;
  if (v.startsWith('"')) return v === etag;
  return v === lastModified;
}
