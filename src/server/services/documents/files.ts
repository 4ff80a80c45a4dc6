import fs from 'node:fs';
import path from 'node:path';
import type { FullDocumentRow } from '../../repositories/document-details';
import type { ServiceRuntime } from '../context';

/*
 * The PDF and HTML files of an edition, as the import stored them (content/store.ts): a
 * document is its files plus what the import derived from them, and nothing is made when a
 * reader asks. An edition without a file of a kind has none to give.
 */

export interface StoredFile {
  file: string;
  size: number;
  mtimeMs: number;
}

/** The edition's file of this kind; null when the edition has none (or its file is missing from FILES_DIR). */
export async function documentFile(app: ServiceRuntime, doc: FullDocumentRow, kind: 'pdf' | 'html'): Promise<StoredFile | null> {
  const rel = kind === 'pdf' ? doc.pdf_path : doc.html_path;
  if (!rel) return null;
  const root = path.resolve(app.config.filesDir);
  const file = path.resolve(root, rel);
  // A stored path never leaves the files directory.
  if (!file.startsWith(root + path.sep)) return null;
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat) {
    app.log.error({ contentCode: doc.content_code, file: rel }, 'a stored document file is missing');
    return null;
  }
  return { file, size: stat.size, mtimeMs: stat.mtimeMs };
}
