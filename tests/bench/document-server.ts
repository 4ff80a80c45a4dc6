/*
 * What the document benchmark (and the reader's manual checks) serve: the reader bench page built
 * for production with Vite, pdf.js's own generic viewer page, pdfjs-dist's files, and demo PDFs
 * of exactly 10 and 100 pages made by the seed's PDF renderer. One plain static server for both
 * viewers, so neither gets a transport advantage (no compression for either).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { CatalogueGenerator } from '../../src/server/seed/catalogue';
import { TaxonomyIndex, buildTaxonomy } from '../../src/server/seed/taxonomy';
import { renderDocumentPdf } from '../../src/server/seed/render-pdf';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const pdfjsDir = path.join(root, 'node_modules/pdfjs-dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.pdf': 'application/pdf', '.svg': 'image/svg+xml', '.png': 'image/png', '.wasm': 'application/wasm',
  '.bcmap': 'application/octet-stream', '.pfb': 'application/octet-stream', '.ttf': 'font/ttf',
};

/** Builds the reader bench page into `outDir` (production mode, minified, code-split like the app). */
export async function buildReaderPage(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(here, 'document-page'),
    base: '/reader/',
    logLevel: 'warn',
    plugins: [react(), tailwindcss()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
}

/** Writes doc-10.pdf and doc-100.pdf (demo catalogue content) into `dir`. */
export async function writeFixtures(dir: string): Promise<Record<string, number>> {
  fs.mkdirSync(dir, { recursive: true });
  const gen = new CatalogueGenerator(3, new TaxonomyIndex(buildTaxonomy()));
  const docs = gen.next(40).documents;
  // A document whose text fits in 10 pages, so forcing page_count gives exactly 10.
  const short = docs.find((d) => d.row.page_count <= 10) ?? docs[0];
  const out: Record<string, number> = {};
  for (const [name, doc, pages] of [['doc-10.pdf', short, 10], ['doc-100.pdf', docs[0], 100]] as const) {
    const bytes = await renderDocumentPdf({ ...doc.row, page_count: pages }, doc.sections);
    fs.writeFileSync(path.join(dir, name), bytes);
    out[name] = bytes.length;
  }
  return out;
}

function send(res: http.ServerResponse, file: string): void {
  fs.stat(file, (err, st) => {
    if (err || !st.isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Content-Length': st.size, 'Cache-Control': 'no-store' });
    fs.createReadStream(file).pipe(res);
  });
}

/** Serves /reader/* (built page), /generic.html, /pdfjs/* (pdfjs-dist) and /pdf/* (fixtures). */
export async function serve(readerDir: string, pdfDir: string, port = 0): Promise<{ origin: string; close: () => Promise<void> }> {
  const safe = (base: string, rel: string) => {
    const p = path.resolve(base, '.' + path.posix.normalize('/' + decodeURIComponent(rel)));
    return p.startsWith(base) ? p : path.join(base, '__none__');
  };
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const p = u.pathname;
    if (p === '/generic.html') return send(res, path.join(here, 'document-page/generic.html'));
    if (p.startsWith('/reader/')) return send(res, safe(readerDir, p.slice('/reader/'.length) || 'index.html'));
    if (p.startsWith('/pdfjs/')) return send(res, safe(pdfjsDir, p.slice('/pdfjs/'.length)));
    if (p.startsWith('/pdf/')) return send(res, safe(pdfDir, p.slice('/pdf/'.length)));
    res.writeHead(404).end('not found');
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const addr = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${addr.port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** Builds, writes fixtures and serves, in a fresh temp directory. */
export async function prepare(port = 0) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-doc-bench-'));
  const readerDir = path.join(work, 'reader');
  const pdfDir = path.join(work, 'pdf');
  await buildReaderPage(readerDir);
  const fixtures = await writeFixtures(pdfDir);
  const server = await serve(readerDir, pdfDir, port);
  return { ...server, fixtures, readerDir, work };
}
