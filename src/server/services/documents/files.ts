import fs from 'node:fs';
import path from 'node:path';
import { listSections, type FullDocumentRow } from '../../repositories/document-details';
import { renderDocumentHtml } from '../../seed/render-html';
import { renderDocumentPdf } from '../../seed/render-pdf';
import { heavyPdfFile, heavySpecOf } from '../../seed/heavy';
import type { ServiceRuntime } from '../context';

/*
 * The PDF and HTML files of an edition. A catalogue seeded without files (files: false) has the
 * paths but no files: the pure renderers produce the same bytes on demand and the result is kept
 * under config.filesDir, so the next request is a plain file read.
 */

export interface StoredFile {
  file: string;
  size: number;
  mtimeMs: number;
}

// Concurrent first requests for one document render once.
const pending = new Map<string, Promise<void>>();

async function render(app: ServiceRuntime, doc: FullDocumentRow, kind: 'pdf' | 'html', file: string) {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  // The heavy handbooks are made once per machine in their cache and copied.
  const heavy = kind === 'pdf' ? heavySpecOf(doc.content_code) : undefined;
  if (heavy) {
    const tmpCopy = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.promises.copyFile(await heavyPdfFile(heavy, app.config.heavyCacheDir), tmpCopy);
    await fs.promises.rename(tmpCopy, file);
    return;
  }
  const sections = await listSections(app.db, doc.id);
  const bytes = kind === 'pdf' ? await renderDocumentPdf(doc, sections) : renderDocumentHtml(doc, sections);
  // Written aside and renamed so a reader never sees half a file.
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.promises.writeFile(tmp, bytes);
  await fs.promises.rename(tmp, file);
}

/** The edition's file of this kind, rendered on first use; null when the edition has none. */
export async function documentFile(app: ServiceRuntime, doc: FullDocumentRow, kind: 'pdf' | 'html'): Promise<StoredFile | null> {
  const rel = kind === 'pdf' ? doc.pdf_path : doc.html_path;
  if (!rel) return null;
  const root = path.resolve(app.config.filesDir);
  const file = path.resolve(root, rel);
  // A stored path never leaves the files directory.
  if (!file.startsWith(root + path.sep)) return null;
  let stat = await fs.promises.stat(file).catch(() => null);
  if (!stat) {
    let job = pending.get(file);
    if (!job) {
      job = render(app, doc, kind, file).finally(() => pending.delete(file));
      pending.set(file, job);
    }
    await job;
    stat = await fs.promises.stat(file);
  }
  return { file, size: stat.size, mtimeMs: stat.mtimeMs };
}
