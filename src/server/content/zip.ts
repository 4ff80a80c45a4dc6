import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import yauzl from 'yauzl';
import { Refusal } from './refusal';

/*
 * A ZIP delivery unpacked into a folder of its own, or refused whole before anything of it is
 * used: an entry whose name climbs out of the folder (../, an absolute path, a drive letter), a
 * symbolic link, an encrypted entry, more entries or more bytes than the limits, or an archive
 * that would expand a thousandfold (a zip bomb). Sizes are checked against what the archive
 * declares and again against what inflating actually yields.
 */

export const ZIP_LIMITS = {
  entries: 50_000,
  /** Bytes all entries may expand to. */
  totalBytes: 8 * 1024 ** 3,
  /** Expansion beyond this ratio, for archives that expand past `ratioFloor`, is a bomb. */
  ratio: 1000,
  ratioFloor: 64 * 1024 ** 2,
};

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, autoClose: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );
}

/** Whether an entry name stays inside the folder it is unpacked to. */
export function entryStaysInside(name: string): boolean {
  if (name.includes('\0') || /^[A-Za-z]:/.test(name) || name.startsWith('/') || name.startsWith('\\')) return false;
  return !name.split(/[\\/]/).includes('..');
}

function refusalOf(err: unknown): Refusal {
  if (err instanceof Refusal) return err;
  const m = (err as Error).message ?? String(err);
  if (/invalid relative path|absolute path|invalid characters/i.test(m))
    return new Refusal(`has an entry whose name climbs out of its folder (${m})`);
  if (/end of central directory|not a zip|invalid signature/i.test(m)) return new Refusal(`is not a readable ZIP archive (${m})`);
  return new Refusal(`could not be unpacked (${m})`);
}

/** Unpacks `file` into `into` (created); the files written, relative to `into`. */
export async function unpackZip(file: string, into: string): Promise<string[]> {
  const compressed = (await fs.promises.stat(file)).size;
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch (err) {
    throw refusalOf(err);
  }
  if (zip.entryCount > ZIP_LIMITS.entries) {
    zip.close();
    throw new Refusal(
      `has ${zip.entryCount.toLocaleString('en')} entries; a delivery may hold ${ZIP_LIMITS.entries.toLocaleString('en')}`,
    );
  }
  const root = path.resolve(into);
  await fs.promises.mkdir(root, { recursive: true });
  const written: string[] = [];
  let declared = 0;
  let inflated = 0;
  const limit = Math.min(ZIP_LIMITS.totalBytes, Math.max(ZIP_LIMITS.ratioFloor, compressed * ZIP_LIMITS.ratio));
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          const name = entry.fileName;
          if (!entryStaysInside(name)) throw new Refusal(`has an entry whose name climbs out of its folder (${name})`);
          if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) throw new Refusal(`holds a symbolic link (${name})`);
          if (entry.isEncrypted()) throw new Refusal(`holds an encrypted entry (${name}): send it unencrypted`);
          if (name.endsWith('/')) return zip.readEntry();
          declared += entry.uncompressedSize;
          if (declared > limit)
            throw new Refusal(
              `would expand to more than ${Math.round(limit / 1024 ** 2).toLocaleString('en')} MB from ${Math.ceil(compressed / 1024).toLocaleString('en')} KB (a zip bomb)`,
            );
          const target = path.resolve(root, name);
          if (!target.startsWith(root + path.sep))
            throw new Refusal(`has an entry whose name climbs out of its folder (${name})`);
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          const stream = await new Promise<NodeJS.ReadableStream>((res, rej) =>
            zip.openReadStream(entry, (e, s) => (e ? rej(e) : res(s))),
          );
          // Counted while inflating too: a declared size can lie.
          const counter = new Transform({
            transform(chunk: Buffer, _enc, done) {
              inflated += chunk.length;
              if (inflated > limit) done(new Refusal(`expands to more than ${Math.round(limit / 1024 ** 2)} MB (a zip bomb)`));
              else done(null, chunk);
            },
          });
          await pipeline(stream, counter, fs.createWriteStream(target, { flags: 'wx' }));
          written.push(path.relative(root, target));
          zip.readEntry();
        })().catch(reject);
      });
      zip.readEntry();
    });
  } catch (err) {
    zip.close();
    await fs.promises.rm(root, { recursive: true, force: true });
    throw refusalOf(err);
  }
  return written;
}
