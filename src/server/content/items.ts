import fs from 'node:fs';
import path from 'node:path';
import type { DeliveryFile, RefusedInput } from './delivery';
import { looksLikeManifest, readManifest, type ManifestRow } from './manifest';
import { reasonOf } from './refusal';
import { mislabelled, sniff, type Sniffed } from './sniff';

/*
 * A delivery's files sorted into documents: an STS file and a PDF of the same name in one folder
 * are one document (its text and its print); either may come alone. A manifest's row joins the
 * document of the file it names. Images stay with their folder for the STS files that refer to
 * them. What is none of these is refused here with its reason.
 */

export interface DocumentItem {
  sts?: DeliveryFile;
  pdf?: DeliveryFile;
  row?: ManifestRow;
  /** The manifest the row came from. */
  manifest?: DeliveryFile;
}

export interface SortedDelivery {
  items: DocumentItem[];
  images: (DeliveryFile & { mime: string })[];
  manifests: { file: DeliveryFile; rows: number; matched: number }[];
  refused: RefusedInput[];
}

const HEAD_BYTES = 8192;

async function head(file: string): Promise<Uint8Array> {
  const fd = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await fd.read(buf, 0, HEAD_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fd.close();
  }
}

const stemKey = (f: DeliveryFile) => `${path.dirname(f.path)}\0${path.basename(f.path, path.extname(f.path)).toLowerCase()}`;

/** Sorts collected files into document items, images and manifests. */
export async function sortDelivery(files: DeliveryFile[]): Promise<SortedDelivery> {
  const out: SortedDelivery = { items: [], images: [], manifests: [], refused: [] };
  const byStem = new Map<string, DocumentItem>();
  const byPath = new Map<string, DocumentItem>();
  const manifestFiles: { file: DeliveryFile; kind: 'csv' | 'json' }[] = [];
  const item = (f: DeliveryFile) => {
    const k = stemKey(f);
    let it = byStem.get(k);
    if (!it) {
      it = {};
      byStem.set(k, it);
      out.items.push(it);
    }
    byPath.set(f.path, it);
    return it;
  };
  for (const f of files) {
    let s: Sniffed;
    try {
      s = sniff(await head(f.path), f.size);
    } catch (err) {
      out.refused.push({ name: f.name, reason: reasonOf(err) });
      continue;
    }
    const wrongName = mislabelled(f.path, s);
    if (wrongName) {
      out.refused.push({ name: f.name, reason: wrongName });
      continue;
    }
    switch (s.kind) {
      case 'pdf':
      case 'sts': {
        const it = item(f);
        const other = it[s.kind];
        if (other) {
          // Two files of one name and kind (E102.xml and E102.XML): the second is its own document.
          const alone: DocumentItem = { [s.kind]: f };
          out.items.push(alone);
          byPath.set(f.path, alone);
        } else it[s.kind] = f;
        break;
      }
      case 'image':
        out.images.push({ ...f, mime: s.mime! });
        break;
      case 'csv':
      case 'json': {
        const text = await fs.promises.readFile(f.path, 'utf8');
        if (looksLikeManifest(text, s.kind)) manifestFiles.push({ file: f, kind: s.kind });
        else out.refused.push({ name: f.name, reason: `is ${s.what} but not a manifest (it has no "file" column)` });
        break;
      }
      case 'empty':
        out.refused.push({ name: f.name, reason: 'is empty' });
        break;
      case 'xml':
        out.refused.push({ name: f.name, reason: `is ${s.what}, not an STS document (<standard> or <adoption>)` });
        break;
      default:
        out.refused.push({ name: f.name, reason: `is ${s.what}` });
    }
  }
  for (const { file, kind } of manifestFiles) {
    let rows: ManifestRow[];
    try {
      rows = readManifest(await fs.promises.readFile(file.path, 'utf8'), kind);
    } catch (err) {
      out.refused.push({ name: file.name, reason: reasonOf(err) });
      continue;
    }
    let matched = 0;
    for (const row of rows) {
      const target = path.resolve(path.dirname(file.path), row.file);
      const it = byPath.get(target);
      if (it && !it.row) {
        it.row = row;
        it.manifest = file;
        matched++;
      }
    }
    out.manifests.push({ file, rows: rows.length, matched });
  }
  return out;
}
