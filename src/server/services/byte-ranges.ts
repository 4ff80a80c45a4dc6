import fs from 'node:fs';
import { Readable } from 'node:stream';

/*
 * Byte ranges of a stored file (RFC 9110 §14). pdf.js asks one range at a time; a client that
 * knows several ranges it needs (page 1's objects) may ask them in one request and gets a
 * multipart/byteranges reply, saving round trips on a slow link. Overlapping or touching ranges
 * are merged; more than MAX_RANGES distinct ones is treated as no Range (the whole file), which
 * RFC 9110 allows and which stops a request for thousands of tiny ranges costing more than the file.
 */

export interface ByteRange {
  start: number;
  end: number;
}
export const MAX_RANGES = 32;

/**
 * The satisfiable ranges of a `bytes=` header, merged and in order; null when there is no usable
 * Range (absent, malformed, another unit, too many: send it all), 'invalid' when none is
 * satisfiable (416).
 */
export function parseRanges(header: string | undefined, size: number): ByteRange[] | null | 'invalid' {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!m) return null;
  const out: ByteRange[] = [];
  for (const part of m[1].split(',')) {
    const p = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(part);
    if (!p || (p[1] === '' && p[2] === '')) return null;
    if (p[1] === '') {
      const suffix = Number(p[2]);
      if (suffix > 0 && size > 0) out.push({ start: Math.max(0, size - suffix), end: size - 1 });
      continue;
    }
    const start = Number(p[1]);
    const end = p[2] === '' ? size - 1 : Number(p[2]);
    if (p[2] !== '' && end < start) return null; // a syntactically invalid range spec: ignore the header
    if (start < size) out.push({ start, end: Math.min(end, size - 1) });
  }
  if (out.length === 0) return 'invalid';
  out.sort((a, b) => a.start - b.start);
  const merged: ByteRange[] = [out[0]];
  for (const r of out.slice(1)) {
    const last = merged[merged.length - 1];
    if (r.start <= last.end + 1) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged.length > MAX_RANGES ? null : merged;
}

/** A multipart/byteranges body (RFC 9110 §14.6) with its exact length, read from the file part by part. */
export function multipartRanges(
  file: string,
  size: number,
  ranges: ByteRange[],
  type: string,
  boundary: string,
): { body: Readable; length: number } {
  const heads = ranges.map((r) =>
    Buffer.from(`\r\n--${boundary}\r\ncontent-type: ${type}\r\ncontent-range: bytes ${r.start}-${r.end}/${size}\r\n\r\n`),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = heads.reduce((n, h, i) => n + h.length + ranges[i].end - ranges[i].start + 1, tail.length);
  async function* parts() {
    for (let i = 0; i < ranges.length; i++) {
      yield heads[i];
      for await (const chunk of fs.createReadStream(file, { start: ranges[i].start, end: ranges[i].end })) yield chunk as Buffer;
    }
    yield tail;
  }
  return { body: Readable.from(parts()), length };
}
