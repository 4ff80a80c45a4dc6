import fs from 'node:fs';
import path from 'node:path';
import { unpackZip } from './zip';
import { reasonOf } from './refusal';

/*
 * The files of a delivery: the paths given (files, folders, ZIP archives), walked without ever
 * following a symbolic link, with every archive unpacked into the import's own work folder. A
 * file's name in the report is the path it was given by, with an archive's entries under the
 * archive's name (batch.zip/a/E102.pdf). Each file keeps the root of the delivery it came in:
 * an STS file's graphics are looked up there and nowhere else.
 */

export interface DeliveryFile {
  /** Where the bytes are on this machine. */
  path: string;
  /** The name the report uses. */
  name: string;
  /** The delivery folder this file belongs to (a given folder, an unpacked archive, or the file's own folder). */
  root: string;
  size: number;
}

export interface RefusedInput {
  name: string;
  reason: string;
}

export interface CollectedDelivery {
  files: DeliveryFile[];
  refused: RefusedInput[];
}

/** Archives inside archives are unpacked this deep, no deeper. */
const MAX_ZIP_DEPTH = 2;
const IGNORED = new Set(['.DS_Store', 'Thumbs.db', 'desktop.ini', '__MACOSX']);

async function walk(dir: string, root: string, label: string, out: CollectedDelivery, work: () => string, depth: number) {
  const entries = (await fs.promises.readdir(dir, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const e of entries) {
    if (IGNORED.has(e.name) || e.name.startsWith('._')) continue;
    const full = path.join(dir, e.name);
    const name = `${label}/${e.name}`;
    if (e.isSymbolicLink()) out.refused.push({ name, reason: 'is a symbolic link (links are not followed out of a delivery)' });
    else if (e.isDirectory()) await walk(full, root, name, out, work, depth);
    else if (e.isFile()) await addFile(full, root, name, out, work, depth);
  }
}

async function addFile(file: string, root: string, name: string, out: CollectedDelivery, work: () => string, depth: number) {
  const stat = await fs.promises.lstat(file);
  if (/\.zip$/i.test(file)) {
    if (depth >= MAX_ZIP_DEPTH) {
      out.refused.push({ name, reason: `is an archive inside an archive more than ${MAX_ZIP_DEPTH} deep` });
      return;
    }
    const into = work();
    try {
      await unpackZip(file, into);
    } catch (err) {
      out.refused.push({ name, reason: reasonOf(err) });
      return;
    }
    await walk(into, into, name, out, work, depth + 1);
    return;
  }
  out.files.push({ path: file, name, root, size: stat.size });
}

/**
 * Collects the files of the given paths; archives are unpacked under `workDir`. A path that
 * does not exist or is a link is refused, the rest is collected.
 */
export async function collectDelivery(inputs: string[], workDir: string): Promise<CollectedDelivery> {
  const out: CollectedDelivery = { files: [], refused: [] };
  let n = 0;
  const work = () => path.join(workDir, `unpacked-${++n}`);
  for (const input of inputs) {
    const abs = path.resolve(input);
    const stat = await fs.promises.lstat(abs).catch(() => null);
    if (!stat) out.refused.push({ name: input, reason: 'does not exist' });
    else if (stat.isSymbolicLink())
      out.refused.push({ name: input, reason: 'is a symbolic link (links are not followed out of a delivery)' });
    else if (stat.isDirectory()) await walk(abs, abs, input.replace(/[\\/]+$/, ''), out, work, 0);
    else if (stat.isFile()) await addFile(abs, path.dirname(abs), input, out, work, 0);
    else out.refused.push({ name: input, reason: 'is neither a file nor a folder' });
  }
  return out;
}
