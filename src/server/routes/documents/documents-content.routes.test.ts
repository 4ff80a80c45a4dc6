import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, MAIN, NORTHWIND, type DemoApp } from '../../../../tests/helpers/demo-app';

/* Content calls of 001 §7: PDF by content code, HTML by id, full book, download. */

let d: DemoApp;
let ivy: Record<string, string>;
let admin: Record<string, string>;
let drm: Record<string, string>;
let nora: Record<string, string>;
const anon = { host: new URL(MAIN).host };
const docOf = async (publisher: string, extra: (q: any) => any = (q) => q) =>
  extra(
    d.db
      .selectFrom('documents')
      .innerJoin('publishers', 'publishers.id', 'documents.publisher_id')
      .select(['documents.id', 'documents.content_code', 'documents.designation_no', 'documents.downloadable'])
      .where('publishers.code', '=', publisher),
  )
    .orderBy('documents.id')
    .executeTakeFirstOrThrow();
const pdfUrl = (code: string) => `/api/documents/pdf/contentCode?contentCode=${encodeURIComponent(code)}`;
const events = async (kind: string) => d.db.selectFrom('usage_events').selectAll().where('kind', '=', kind).execute();

beforeAll(async () => {
  d = await createDemoApp();
  [ivy, admin, drm, nora] = await Promise.all([
    d.as('ivy@example.com'),
    d.as('admin@example.com'),
    d.as('drm@example.com'),
    d.as('nora@example.com', NORTHWIND),
  ]);
}, 120_000);
afterAll(async () => d?.close());

describe('PDF by content code streams the file with length, type, caching headers and ranges (001 §7)', () => {
  it('200 application/pdf with content-length, a private cache, an ETag and accept-ranges; rendered on demand', async () => {
    const kes = await docOf('KES');
    const res = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['cache-control']).toContain('private');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.entitlementaccess).toBe('true');
  });
  it('a Range request answers 206 with content-range and exactly those bytes', async () => {
    const kes = await docOf('KES');
    const whole = (await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy })).rawPayload;
    const res = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: { ...ivy, range: 'bytes=100-199' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(res.headers['content-length']).toBe('100');
    expect(Buffer.compare(res.rawPayload, whole.subarray(100, 200))).toBe(0);
    const suffix = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: { ...ivy, range: 'bytes=-10' } });
    expect(suffix.statusCode).toBe(206);
    expect(Buffer.compare(suffix.rawPayload, whole.subarray(whole.length - 10))).toBe(0);
    const beyond = await d.app.inject({
      method: 'GET',
      url: pdfUrl(kes.content_code),
      headers: { ...ivy, range: `bytes=${whole.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${whole.length}`);
  });
  it('If-Range: the range when the validator is current, the whole file when the file has changed since', async () => {
    const kes = await docOf('KES');
    const first = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy });
    const current = await d.app.inject({
      method: 'GET',
      url: pdfUrl(kes.content_code),
      headers: { ...ivy, range: 'bytes=0-9', 'if-range': String(first.headers.etag) },
    });
    expect(current.statusCode).toBe(206);
    expect(current.rawPayload.length).toBe(10);
    const stale = await d.app.inject({
      method: 'GET',
      url: pdfUrl(kes.content_code),
      headers: { ...ivy, range: 'bytes=0-9', 'if-range': '"an-older-version"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(first.rawPayload.length);
  });
  it('If-None-Match with the ETag answers 304', async () => {
    const kes = await docOf('KES');
    const first = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy });
    const again = await d.app.inject({
      method: 'GET',
      url: pdfUrl(kes.content_code),
      headers: { ...ivy, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
  it('records an open usage event and the access history for a full read, not for a later range', async () => {
    const hmi = await docOf('HMI');
    await d.app.inject({ method: 'GET', url: pdfUrl(hmi.content_code), headers: ivy });
    await d.app.inject({ method: 'GET', url: pdfUrl(hmi.content_code), headers: { ...ivy, range: 'bytes=500-600' } });
    const opens = (await events('open')).filter((e) => e.document_id === hmi.id);
    expect(opens).toHaveLength(1);
    expect(opens[0].user_id).toBe(1);
    const accessed = await d.db.selectFrom('accessed_documents').selectAll().where('document_id', '=', hmi.id).execute();
    expect(accessed.map((a) => a.user_id)).toEqual([1]);
  });
});

describe('the PDF validator is a strong ETag of its bytes, the same on every node', () => {
  it('the ETag does not change when the file is rewritten with the same bytes (another node renders its own copy), and changes with the bytes', async () => {
    const kes = await docOf('KES');
    const first = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+-[A-Za-z0-9_-]{20,}"$/);
    const row = await d.db.selectFrom('documents').select('pdf_path').where('id', '=', kes.id).executeTakeFirstOrThrow();
    const file = path.resolve(d.app.config.filesDir, row.pdf_path!);
    const original = await fs.promises.readFile(file);
    await fs.promises.writeFile(file, original);
    await fs.promises.utimes(file, new Date(2031, 0, 1), new Date(2031, 0, 1));
    const same = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy });
    expect(same.headers['last-modified']).not.toBe(first.headers['last-modified']);
    expect(same.headers.etag).toBe(etag);
    await fs.promises.writeFile(file, Buffer.concat([original, Buffer.from('\n% replaced\n')]));
    const replaced = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy });
    expect(replaced.headers.etag).not.toBe(etag);
    await fs.promises.writeFile(file, original);
  });
  it('If-None-Match with a stale tag answers 200 with the file', async () => {
    const kes = await docOf('KES');
    const res = await d.app.inject({
      method: 'GET',
      url: pdfUrl(kes.content_code),
      headers: { ...ivy, 'if-none-match': '"0-stale"' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a resumed download asks If-Range: the rest when the file is the same, the whole file when it changed', () => {
  it('If-Range with the current ETag answers 206 with the range', async () => {
    const kes = await docOf('KES');
    const whole = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy });
    const res = await d.app.inject({
      method: 'GET',
      url: pdfUrl(kes.content_code),
      headers: { ...ivy, range: 'bytes=200-', 'if-range': String(whole.headers.etag) },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 200-${whole.rawPayload.length - 1}/${whole.rawPayload.length}`);
    expect(Buffer.compare(res.rawPayload, whole.rawPayload.subarray(200))).toBe(0);
  });
  it('If-Range with a stale or weak ETag answers 200 with the whole file', async () => {
    const kes = await docOf('KES');
    const whole = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy });
    for (const stale of ['"1-oldfile"', `W/${whole.headers.etag}`]) {
      const res = await d.app.inject({
        method: 'GET',
        url: pdfUrl(kes.content_code),
        headers: { ...ivy, range: 'bytes=200-', 'if-range': stale },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-range']).toBeUndefined();
      expect(Buffer.compare(res.rawPayload, whole.rawPayload)).toBe(0);
    }
  });
});

describe('ranges past the end and several ranges at once', () => {
  it('a range wholly past the end answers 416 with content-range bytes */size and no body', async () => {
    const kes = await docOf('KES');
    const size = (await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy })).rawPayload.length;
    const res = await d.app.inject({
      method: 'GET',
      url: pdfUrl(kes.content_code),
      headers: { ...ivy, range: `bytes=${size + 10}-${size + 20}` },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
    expect(res.rawPayload.length).toBe(0);
  });
  it('several ranges answer one multipart/byteranges reply with each part and its content-range', async () => {
    const kes = await docOf('KES');
    const whole = (await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy })).rawPayload;
    const res = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: { ...ivy, range: 'bytes=0-9,-16' } });
    expect(res.statusCode).toBe(206);
    const boundary = /^multipart\/byteranges; boundary=(.+)$/.exec(String(res.headers['content-type']))![1];
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const body = res.rawPayload.toString('latin1');
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((p) => {
        const [head, data] = p.split('\r\n\r\n');
        return { range: /content-range: (.+)/.exec(head)![1].trim(), data: data.slice(0, -2) };
      });
    expect(parts.map((p) => p.range)).toEqual([
      `bytes 0-9/${whole.length}`,
      `bytes ${whole.length - 16}-${whole.length - 1}/${whole.length}`,
    ]);
    expect(parts[0].data).toBe(whole.subarray(0, 10).toString('latin1'));
    expect(parts[1].data).toBe(whole.subarray(whole.length - 16).toString('latin1'));
    expect(body.endsWith(`--${boundary}--\r\n`)).toBe(true);
  });
});

describe('only entitled accounts get content (DOMAIN invariant 1)', () => {
  it('403 error.notEntitled for an offered document the account does not subscribe to, on PDF, HTML, full book and download', async () => {
    const ctc = await docOf('CTC');
    const pdf = await d.app.inject({ method: 'GET', url: pdfUrl(ctc.content_code), headers: ivy });
    expect(pdf.statusCode).toBe(403);
    expect(pdf.json().message).toBe('error.notEntitled');
    expect((await d.app.inject({ method: 'GET', url: `/api/documents/html/${ctc.id}`, headers: ivy })).statusCode).toBe(403);
    expect(
      (await d.app.inject({ method: 'GET', url: `/api/documents/fullBook?contentCode=${ctc.content_code}`, headers: ivy }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await d.app.inject({
          method: 'POST',
          url: '/api/documents/download',
          headers: ivy,
          payload: { contentCode: ctc.content_code },
        })
      ).statusCode,
    ).toBe(403);
    // Another account subscribing to that publisher reads it.
    expect((await d.app.inject({ method: 'GET', url: pdfUrl(ctc.content_code), headers: admin })).statusCode).toBe(200);
  });
  it('404 "Can not find content" for an unknown code and another tenant\'s publisher; 401 anonymous', async () => {
    const kes = await docOf('KES');
    const other = await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: nora });
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toBe('Can not find content');
    expect((await d.app.inject({ method: 'GET', url: pdfUrl('nope-1'), headers: ivy })).json().detail).toBe(
      'Can not find content',
    );
    expect((await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: anon })).statusCode).toBe(401);
    expect((await d.app.inject({ method: 'GET', url: `/api/documents/html/${kes.id}`, headers: anon })).statusCode).toBe(401);
    expect(
      (
        await d.app.inject({
          method: 'POST',
          url: '/api/documents/download',
          headers: anon,
          payload: { contentCode: kes.content_code },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('HTML by id (001 §7)', () => {
  it('text/html of the edition with a private cache and an ETag', async () => {
    const kes = await docOf('KES');
    const res = await d.app.inject({ method: 'GET', url: `/api/documents/html/${kes.id}`, headers: ivy });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(kes.designation_no);
    expect(res.headers['cache-control']).toContain('private');
    expect(res.headers.etag).toBeTruthy();
  });
  it('gzip-encoded to a reader that accepts it (the import keeps a compressed copy), the same page once decoded', async () => {
    const kes = await docOf('KES');
    const plain = await d.app.inject({ method: 'GET', url: `/api/documents/html/${kes.id}`, headers: ivy });
    const gz = await d.app.inject({
      method: 'GET',
      url: `/api/documents/html/${kes.id}`,
      headers: { ...ivy, 'accept-encoding': 'gzip, br' },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toContain('Accept-Encoding');
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gz.headers.etag).not.toBe(plain.headers.etag);
  });
  it('400 with fieldErrors for a non-numeric id', async () => {
    const res = await d.app.inject({ method: 'GET', url: '/api/documents/html/abc', headers: ivy });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('id');
  });
});

describe('download: attachment named .pdf, refused when not downloadable, empty file when there is no PDF (001 §4, §8)', () => {
  it('attachment {designationNo}.pdf and a download usage event', async () => {
    const kes = await docOf('KES', (q) => q.where('documents.downloadable', '=', 1));
    const res = await d.app.inject({
      method: 'POST',
      url: '/api/documents/download',
      headers: ivy,
      payload: { contentCode: kes.content_code, compassPoints: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await events('download')).some((e) => e.document_id === kes.id && e.user_id === 1)).toBe(true);
  });
  it('403 error.notDownloadable when the edition is not downloadable', async () => {
    const kes = await docOf('KES');
    await d.db.updateTable('documents').set({ downloadable: 0 }).where('id', '=', kes.id).execute();
    try {
      const res = await d.app.inject({
        method: 'POST',
        url: '/api/documents/download',
        headers: ivy,
        payload: { contentCode: kes.content_code },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('error.notDownloadable');
    } finally {
      await d.db.updateTable('documents').set({ downloadable: kes.downloadable }).where('id', '=', kes.id).execute();
    }
  });
  it('403 for a restricted (DRM) account, which still reads the PDF inline', async () => {
    const msa = await docOf('MSA', (q) => q.where('documents.downloadable', '=', 1));
    expect(
      (
        await d.app.inject({
          method: 'POST',
          url: '/api/documents/download',
          headers: drm,
          payload: { contentCode: msa.content_code },
        })
      ).statusCode,
    ).toBe(403);
    expect((await d.app.inject({ method: 'GET', url: pdfUrl(msa.content_code), headers: drm })).statusCode).toBe(200);
  });
  it('an edition without a PDF downloads as an empty file (the client shows the no-PDF message)', async () => {
    const hmi = await docOf('HMI', (q) => q.where('documents.downloadable', '=', 1));
    const before = await d.db.selectFrom('documents').select('pdf_path').where('id', '=', hmi.id).executeTakeFirstOrThrow();
    await d.db.updateTable('documents').set({ pdf_path: null }).where('id', '=', hmi.id).execute();
    try {
      const res = await d.app.inject({
        method: 'POST',
        url: '/api/documents/download',
        headers: ivy,
        payload: { contentCode: hmi.content_code },
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers['content-length']).toBe('0');
    } finally {
      await d.db.updateTable('documents').set({ pdf_path: before.pdf_path }).where('id', '=', hmi.id).execute();
    }
  });
  it('400 with fieldErrors for a missing content code or a wrong compassPoints type', async () => {
    const res = await d.app.inject({
      method: 'POST',
      url: '/api/documents/download',
      headers: ivy,
      payload: { compassPoints: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fieldErrors.map((f: any) => f.field)
        .sort(),
    ).toEqual(['compassPoints', 'contentCode']);
  });
});

describe('full book (001 §7)', () => {
  it('the whole publication as a PDF attachment', async () => {
    const kes = await docOf('KES', (q) => q.where('documents.downloadable', '=', 1));
    const res = await d.app.inject({
      method: 'GET',
      url: `/api/documents/fullBook?contentCode=${kes.content_code}`,
      headers: ivy,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/-full-book\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
  it('400 without a content code', async () => {
    expect((await d.app.inject({ method: 'GET', url: '/api/documents/fullBook', headers: ivy })).statusCode).toBe(400);
  });
  it('403 error.notDownloadable for a restricted (DRM) account, like the download', async () => {
    const msa = await docOf('MSA', (q) => q.where('documents.downloadable', '=', 1));
    const res = await d.app.inject({
      method: 'GET',
      url: `/api/documents/fullBook?contentCode=${msa.content_code}`,
      headers: drm,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('error.notDownloadable');
  });
});

describe('restricted (DRM) viewing: no cache keeps what the reader shows', () => {
  it("the DRM account's PDF, ranges, revalidations, HTML and page preview are no-store; an unrestricted account's PDF stays a private, revalidated cache", async () => {
    const msa = await docOf('MSA');
    const whole = await d.app.inject({ method: 'GET', url: pdfUrl(msa.content_code), headers: drm });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe('private, no-store');
    const range = await d.app.inject({ method: 'GET', url: pdfUrl(msa.content_code), headers: { ...drm, range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['cache-control']).toBe('private, no-store');
    const again = await d.app.inject({
      method: 'GET',
      url: pdfUrl(msa.content_code),
      headers: { ...drm, 'if-none-match': String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('private, no-store');
    const html = await d.app.inject({ method: 'GET', url: `/api/documents/html/${msa.id}`, headers: drm });
    expect(html.statusCode).toBe(200);
    expect(html.headers['cache-control']).toBe('private, no-store');
    const preview = await d.app.inject({
      method: 'GET',
      url: `/api/documents/pdf/preview?contentCode=${msa.content_code}&page=1`,
      headers: drm,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');

    const kes = await docOf('KES');
    expect((await d.app.inject({ method: 'GET', url: pdfUrl(kes.content_code), headers: ivy })).headers['cache-control']).toBe(
      'private, no-cache',
    );
  });
});

describe('document HTML carries the security headers, and would render sandboxed if opened as a page', () => {
  it('CSP sandbox with no script, never framed, nosniff, a referrer policy', async () => {
    const kes = await docOf('KES');
    const res = await d.app.inject({ method: 'GET', url: `/api/documents/html/${kes.id}`, headers: ivy });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|; )sandbox(;|$)/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
