import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFile } from './document-files';

/*
 * Sends a stored file with the headers a PDF viewer needs: length, type, a private cache with an
 * ETag (content is per entitlement, so never in a shared cache), and byte ranges (pdf.js fetches
 * ranges of large files).
 */

export interface FileReplyOptions { type: string; disposition?: string }
export interface SentRange { status: 200 | 206 | 304 | 416; start: number }

const etagOf = (f: StoredFile) => `"${f.size.toString(16)}-${Math.floor(f.mtimeMs).toString(16)}"`;

/** Parses a single `bytes=` range; null for none or an unsupported (multi) range, 'invalid' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return { start, end };
}

/** Sends the file (or the requested range of it); tells the caller what was sent. */
export function sendStoredFile(req: FastifyRequest, reply: FastifyReply, f: StoredFile, opts: FileReplyOptions): SentRange {
  const etag = etagOf(f);
  reply.header('content-type', opts.type).header('accept-ranges', 'bytes').header('cache-control', 'private, no-cache')
    .header('etag', etag).header('last-modified', new Date(f.mtimeMs).toUTCString()).header('vary', 'Authorization');
  if (opts.disposition) reply.header('content-disposition', opts.disposition);
  if (req.headers['if-none-match'] === etag) {
    reply.status(304).send();
    return { status: 304, start: 0 };
  }
  // If-Range with a stale validator means "send it all".
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== etag ? null : parseRange(req.headers.range, f.size);
  if (range === 'invalid') {
    reply.status(416).header('content-range', `bytes */${f.size}`).send();
    return { status: 416, start: 0 };
  }
  if (range) {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${f.size}`).header('content-length', range.end - range.start + 1);
    reply.send(fs.createReadStream(f.file, { start: range.start, end: range.end }));
    return { status: 206, start: range.start };
  }
  reply.status(200).header('content-length', f.size);
  reply.send(f.size === 0 ? Buffer.alloc(0) : fs.createReadStream(f.file));
  return { status: 200, start: 0 };
}
