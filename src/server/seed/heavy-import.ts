import path from 'node:path';
import fs from 'node:fs/promises';
import type { Db } from '../db/database';
import { listDocumentIdsByContentCodes } from '../repositories/documents';
import { heavyContentCodes, writeHeavyDelivery } from './heavy';
import { importSeedDelivery } from './import-delivery';

/*
 * The demo's heavy handbooks arrive as a PDF-only delivery with a manifest, imported after the
 * server is up (making their PDFs the first time takes about a minute): until then they are not
 * in the catalogue. Later starts find them there and do nothing.
 */

export interface HeavySeedOptions {
  count: number;
  cacheDir: string;
  filesDir: string;
  dataDir: string;
  indexDocuments: ((ids: number[]) => Promise<void>) | null;
  log?: (m: string) => void;
}

/** Imports the first `count` heavy handbooks that are not in the catalogue yet; how many it imported. */
export async function seedHeavyHandbooks(db: Db, o: HeavySeedOptions): Promise<number> {
  if (o.count < 1) return 0;
  const present = new Set((await listDocumentIdsByContentCodes(db, heavyContentCodes(o.count))).map((r) => r.content_code));
  const dir = path.join(o.dataDir, 'imports', `heavy-${process.pid}-${Date.now()}`);
  try {
    const n = await writeHeavyDelivery(dir, {
      count: o.count,
      cacheDir: o.cacheDir,
      missing: (c) => !present.has(c),
      log: o.log,
    });
    if (n)
      await importSeedDelivery(db, {
        dir,
        filesDir: o.filesDir,
        dataDir: o.dataDir,
        label: 'heavy handbooks',
        previews: true,
        indexDocuments: o.indexDocuments,
        log: o.log,
      });
    return n;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
