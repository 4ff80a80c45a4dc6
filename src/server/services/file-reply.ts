import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { multipartRanges, parseRanges } from './byte-ranges';
import type { StoredFile } from './documents/files';
import { fileEtag, ifRangeHolds, noneMatch } from './file-etag';

/*
 * Sends a stored file with the headers a PDF viewer needs: length, type, a private cache with a
 * strong content ETag (content is per entitlement, so never in a shared cache), and byte ranges
 * (pdf.js fetches ranges of large files; the reader resumes its offline copy with If-Range).
 */

export interface FileReplyOptions {
  type: string;
  disposition?: string;
  /** The file is the gzip-encoded copy of what `type` says (sent whole: ranges of it would be of the encoding). */
  encoding?: 'gzip';
}
export interface SentRange {
  status: 200 | 206 | 304 | 416;
  start: number;
}

// Same-origin readers need none of this, but a reader embedded from another origin (pdf.js
// reads these to decide on range loading) must be allowed to see them.
const EXPOSED = 'accept-ranges, content-range, content-length, content-encoding, etag';

/** Sends the file (or the requested ranges of it); tells the caller what was sent. */
export async function sendStoredFile(reply: FastifyReply, f: StoredFile, opts: FileReplyOptions): Promise<SentRange> {
  const req = reply.request;
  const etag = await fileEtag(f);
  const lastModified = new Date(f.mtimeMs).toUTCString();
  reply
    .header('content-type', opts.type)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, no-cache')
    .header('etag', etag)
    .header('last-modified', lastModified)
    .header('vary', opts.encoding ? 'Authorization, Accept-Encoding' : 'Authorization')
    .header('access-control-expose-headers', EXPOSED);
  if (opts.disposition) reply.header('content-disposition', opts.disposition);
  if (opts.encoding) reply.header('content-encoding', opts.encoding);
  if (noneMatch(req.headers['if-none-match'], etag)) {
    reply.status(304).send();
    return { status: 304, start: 0 };
  }
  // If-Range with a stale validator means "the copy you have is of another file: take it all".
  const ranges = opts.encoding
    ? null
    : ifRangeHolds(String(req.headers['if-range'] ?? '') || undefined, etag, lastModified)
      ? parseRanges(req.headers.range, f.size)
      : null;
  if (ranges === 'invalid') {
    reply.status(416).header('content-range', `bytes */${f.size}`).header('content-length', 0).send();
    return { status: 416, start: 0 };
  }
  if (ranges && ranges.length === 1) {
    const [r] = ranges;
    reply
      .status(206)
      .header('content-range', `bytes ${r.start}-${r.end}/${f.size}`)
      .header('content-length', r.end - r.start + 1);
    reply.send(fs.createReadStream(f.file, { start: r.start, end: r.end }));
    return { status: 206, start: r.start };
  }
  if (ranges) {
    // The boundary comes from the ETag so every node sends the same bytes for the same request.
    const boundary = `bearing-${etag.replace(/[^A-Za-z0-9]/g, '').slice(-24)}`;
    const { body, length } = multipartRanges(f.file, f.size, ranges, opts.type, boundary);
    reply.status(206).header('content-type', `multipart/byteranges; boundary=${boundary}`).header('content-length', length);
    reply.send(body);
    return { status: 206, start: ranges[0].start };
  }
  reply.status(200).header('content-length', f.size);
  reply.send(f.size === 0 ? Buffer.alloc(0) : fs.createReadStream(f.file));
  return { status: 200, start: 0 };
}
