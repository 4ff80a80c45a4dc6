import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/*
 * Document files kept by their content: objects/ab/abcdef….pdf under FILES_DIR, named by the
 * SHA-256 of their bytes. A file is written aside and renamed into place, so a reader (or a crash)
 * never meets half a file; putting the same bytes twice is a no-op, which is what makes a
 * re-delivered file cost nothing and an interrupted import safe to run again. Files are put
 * before the database names them: an import killed in between leaves an unnamed file, never a
 * name without its file.
 */

export interface StoredObject {
  /** Relative to FILES_DIR, with forward slashes (it is stored in the database). */
  rel: string;
  sha256: string;
  size: number;
}

const relOf = (sha: string, ext: string) => `objects/${sha.slice(0, 2)}/${sha}${ext}`;

/** SHA-256 (hex) of a file's bytes, streamed. */
export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const h = crypto.createHash('sha256');
    fs.createReadStream(file)
      .on('data', (c) => h.update(c))
      .on('error', reject)
      .on('end', () => resolve(h.digest('hex')));
  });
}

export const sha256Of = (bytes: Uint8Array | string) => crypto.createHash('sha256').update(bytes).digest('hex');

async function place(filesDir: string, rel: string, write: (tmp: string) => Promise<void>): Promise<void> {
  const target = path.join(filesDir, rel);
  if (await fs.promises.stat(target).catch(() => null)) return;
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  try {
    await write(tmp);
    await fs.promises.rename(tmp, target);
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
}

/** Puts a delivered file into the store (copied, never moved: the delivery stays as it was given). */
export async function putFile(filesDir: string, file: string, ext: string, sha256?: string): Promise<StoredObject> {
  const sha = sha256 ?? (await sha256OfFile(file));
  const rel = relOf(sha, ext);
  await place(filesDir, rel, (tmp) => fs.promises.copyFile(file, tmp));
  return { rel, sha256: sha, size: (await fs.promises.stat(path.join(filesDir, rel))).size };
}

/**
 * Puts bytes the import made (the HTML view) into the store; `gzip` also keeps a compressed copy
 * beside it (<name>.gz), which the server sends to a reader that accepts it: a standard's HTML
 * view compresses about eightfold, which on a phone's slow network is seconds.
 */
export async function putBytes(
  filesDir: string,
  bytes: Uint8Array | string,
  ext: string,
  o: { gzip?: boolean } = {},
): Promise<StoredObject> {
  const sha = sha256Of(bytes);
  const rel = relOf(sha, ext);
  await place(filesDir, rel, (tmp) => fs.promises.writeFile(tmp, bytes));
  if (o.gzip) await place(filesDir, `${rel}.gz`, (tmp) => fs.promises.writeFile(tmp, zlib.gzipSync(bytes, { level: 9 })));
  return { rel, sha256: sha, size: typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.byteLength };
}
