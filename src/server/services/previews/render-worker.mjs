// Plain JavaScript on purpose: a worker thread does not inherit the tsx loader in every runner
// (vitest, the e2e server), and this file only glues pdf.js to @napi-rs/canvas.
//
// Renders one page of a PDF to WebP off the main thread, so a 40 MB manual's figures never block
// the server's event loop. The PDF is read from disk by byte ranges through pdf.js's range
// transport: opening a document and drawing page 1 reads the trailer, the xref and that page's
// objects, not the whole file. Opened documents are kept for a short while (most readers ask
// page 1 then 2 then 3) and closed when idle.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument, PDFDataRangeTransport } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = `${PDFJS_DIR}/standard_fonts/`;
const CMAPS = `${PDFJS_DIR}/cmaps/`;
const IDLE_MS = 30_000;
const MAX_OPEN = 4;

/** key (file + etag) -> { doc, fd, timer, bytesRead } */
const open = new Map();

class FileRangeTransport extends PDFDataRangeTransport {
  constructor(fd, size, entry) {
    super(size, new Uint8Array(0));
    this.fd = fd;
    this.entry = entry;
  }
  requestDataRange(begin, end) {
    const buf = Buffer.allocUnsafe(end - begin);
    fs.read(this.fd, buf, 0, buf.length, begin, (err, n) => {
      if (err) return;
      this.entry.bytesRead += n;
      this.onDataRange(begin, new Uint8Array(buf.buffer, buf.byteOffset, n));
    });
  }
}

function close(key) {
  const e = open.get(key);
  if (!e) return;
  open.delete(key);
  clearTimeout(e.timer);
  e.doc
    .then((d) => d.destroy())
    .catch(() => {})
    .finally(() => fs.close(e.fd, () => {}));
}

function docFor(file, etag) {
  const key = `${file}\n${etag}`;
  let e = open.get(key);
  if (!e) {
    if (open.size >= MAX_OPEN) close(open.keys().next().value);
    const fd = fs.openSync(file, 'r');
    const size = fs.fstatSync(fd).size;
    e = { fd, bytesRead: 0, timer: null, doc: null };
    const transport = new FileRangeTransport(fd, size, e);
    e.doc = getDocument({
      range: transport,
      length: size,
      disableAutoFetch: true,
      disableStream: true,
      rangeChunkSize: 65536,
      standardFontDataUrl: STANDARD_FONTS,
      cMapUrl: CMAPS,
      cMapPacked: true,
      useSystemFonts: false,
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
    e.doc.catch(() => close(key));
    open.set(key, e);
  }
  clearTimeout(e.timer);
  e.timer = setTimeout(() => close(key), IDLE_MS);
  e.timer.unref?.();
  return e;
}

async function render({ file, etag, page, width, quality }) {
  const e = docFor(file, etag);
  const doc = await e.doc;
  const pageCount = doc.numPages;
  if (page > pageCount) return { pageCount, missing: true };
  const p = await doc.getPage(page);
  const base = p.getViewport({ scale: 1 });
  const viewport = p.getViewport({ scale: width / base.width });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const ctx = canvas.getContext('2d');
  // Paper is white; WebP keeps no alpha we need.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await p.render({ canvas, canvasContext: ctx, viewport }).promise;
  p.cleanup();
  const image = await canvas.encode('webp', quality);
  return { pageCount, width: base.width, height: base.height, image, bytesRead: e.bytesRead };
}

// One render at a time: the queue's bound is the pool's promise, not interleaved awaits here.
let chain = Promise.resolve();
parentPort.on('message', (job) => {
  chain = chain.then(async () => {
    try {
      const out = await render(job);
      parentPort.postMessage({ id: job.id, ...out }, out.image ? [out.image.buffer] : []);
    } catch (err) {
      parentPort.postMessage({ id: job.id, error: String(err?.message ?? err) });
    }
  });
});
