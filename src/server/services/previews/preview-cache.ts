import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Page previews on disk: DATA_DIR/previews/<content code>/<hash of the PDF's ETag>/<page>.webp
 * beside <page>.json (page count and page size). Keyed by the PDF's ETag, so a replaced PDF
 * never shows an old page; older versions' folders are removed when a new one is written.
 */

export interface PreviewMeta {
  pageCount: number;
  width: number;
  height: number;
}
export interface CachedPreview {
  image: string;
  meta: PreviewMeta;
}

const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');
const versionDir = (dataDir: string, contentCode: string, pdfEtag: string) =>
  path.join(dataDir, 'previews', safe(contentCode), crypto.createHash('sha256').update(pdfEtag).digest('hex').slice(0, 16));

/** The stored preview of this page of this PDF version, or null. */
export async function cachedPreview(
  dataDir: string,
  contentCode: string,
  pdfEtag: string,
  page: number,
): Promise<CachedPreview | null> {
  const dir = versionDir(dataDir, contentCode, pdfEtag);
  const meta = await fs.promises
    .readFile(path.join(dir, `${page}.json`), 'utf8')
    .then((t) => JSON.parse(t) as PreviewMeta)
    .catch(() => null);
  return meta ? { image: path.join(dir, `${page}.webp`), meta } : null;
}

/** The page count of this PDF version if any page of it was rendered (answers a page past the end without opening the PDF). */
export async function cachedPageCount(dataDir: string, contentCode: string, pdfEtag: string): Promise<number | null> {
  const t = await fs.promises
    .readFile(path.join(versionDir(dataDir, contentCode, pdfEtag), 'pages.json'), 'utf8')
    .catch(() => null);
  return t ? (JSON.parse(t) as { pageCount: number }).pageCount : null;
}

async function writeAside(file: string, data: string | Uint8Array) {
  // Written aside and renamed so a reader never sees half a file.
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}

/** Stores a rendered page (image first, then its meta, which is what marks it present). */
export async function storePreview(
  dataDir: string,
  contentCode: string,
  pdfEtag: string,
  page: number,
  image: Uint8Array,
  meta: PreviewMeta,
): Promise<string> {
  const dir = versionDir(dataDir, contentCode, pdfEtag);
  const fresh = !fs.existsSync(dir);
  await fs.promises.mkdir(dir, { recursive: true });
  await writeAside(path.join(dir, `${page}.webp`), image);
  await writeAside(path.join(dir, `${page}.json`), JSON.stringify(meta));
  if (fresh) {
    await writeAside(path.join(dir, 'pages.json'), JSON.stringify({ pageCount: meta.pageCount }));
    await removeOtherVersions(path.dirname(dir), path.basename(dir));
  }
  return path.join(dir, `${page}.webp`);
}

/** Stores the page count alone (a request past the last page learnt it). */
export async function storePageCount(dataDir: string, contentCode: string, pdfEtag: string, pageCount: number): Promise<void> {
  const dir = versionDir(dataDir, contentCode, pdfEtag);
  await fs.promises.mkdir(dir, { recursive: true });
  await writeAside(path.join(dir, 'pages.json'), JSON.stringify({ pageCount }));
}

async function removeOtherVersions(parent: string, keep: string) {
  const names = await fs.promises.readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    names.filter((n) => n !== keep).map((n) => fs.promises.rm(path.join(parent, n), { recursive: true, force: true })),
  );
}
