import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/database';
import { collectDelivery } from '../../content/delivery';
import { sortDelivery, type DocumentItem } from '../../content/items';
import type { ReaderPool } from '../../content/reader-pool';
import { reasonOf } from '../../content/refusal';
import { clearSearchPending, listPublishersWithProducts, listSearchPending } from '../../repositories/content-writes';
import { finishImportFile, insertImportFiles, listImportFiles, type ImportFileStatus } from '../../repositories/import-jobs';
import { prepareItem, writeItem, type PreparedItem } from './deliver-item';
import { makeFirstPagePreview } from './previews';
import type { PublishResult } from './publish';

/*
 * One import job from its delivery to its report: the files collected (archives unpacked into the
 * job's work folder), sorted into documents, each document read on the reader threads and written
 * in its own transaction, in delivery order, while the next ones are already being read. Each
 * file's outcome is recorded as it is known, so a job taken over by another node (or run again
 * after a crash) goes on from the first file without one. Written editions are indexed for search
 * in batches, at most every INDEX_EVERY_MS, and their first page previewed.
 */

export interface ReportEntry {
  file: string;
  status: ImportFileStatus;
  contentCode: string | null;
  pages: number | null;
  reason: string | null;
}

export interface ImportRuntime {
  db: Db;
  filesDir: string;
  dataDir: string;
  readers: ReaderPool;
  /** Null: the caller indexes (or the server's sweep does). */
  indexDocuments: ((ids: number[]) => Promise<void>) | null;
  now: () => Date;
  log: (message: string) => void;
}

export interface ImportRunOptions {
  jobId: string;
  inputs: string[];
  /** Where archives are unpacked; removed when the job ends. */
  workDir: string;
  publisher: string | null;
  ocr: boolean;
  previews: boolean;
  /** Called with every file's outcome, in delivery order. */
  onEntry?: (entry: ReportEntry, done: number, total: number) => void;
  /** Called with every document written (its edition, carry-forward and re-placed compass points). */
  onResult?: (result: PublishResult) => void;
  /** Asked between documents: true stops the run (its lease passed to another node). */
  shouldStop?: () => boolean;
}

/** Documents read ahead of the one being written: enough to keep the reader threads busy. */
const READ_AHEAD = 3;
const INDEX_EVERY_MS = 10_000;
const INDEX_BATCH = 500;

/** Indexes every edition still waiting for search (this run's and any a crashed run left). */
export async function indexPending(db: Db, indexDocuments: (ids: number[]) => Promise<void>): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await listSearchPending(db, INDEX_BATCH);
    if (!ids.length) return total;
    await indexDocuments(ids);
    await clearSearchPending(db, ids);
    total += ids.length;
  }
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Planned {
  item: DocumentItem;
  /** The delivered files this document stands for: its STS, its PDF, its manifest row. */
  files: string[];
}

export async function runImport(rt: ImportRuntime, o: ImportRunOptions): Promise<ReportEntry[]> {
  await fs.promises.mkdir(o.workDir, { recursive: true });
  try {
    const collected = await collectDelivery(o.inputs, o.workDir);
    const sorted = await sortDelivery(collected.files);
    const planned: Planned[] = sorted.items.map((item) => ({
      item,
      files: [item.sts?.name, item.pdf?.name].filter((x): x is string => !!x),
    }));
    const supporting = [...sorted.manifests.map((m) => m.file.name), ...sorted.images.map((i) => i.name)];
    const refused = [...collected.refused, ...sorted.refused];
    // The report lists files as the delivery holds them, by name; documents are written in that order too.
    const names = [...planned.flatMap((p) => p.files), ...supporting, ...refused.map((r) => r.name)].sort(byName);

    // The job's files: recorded once; a resumed job finds them with the outcomes already known.
    let rows = await listImportFiles(rt.db, o.jobId);
    if (!rows.length) {
      await insertImportFiles(
        rt.db,
        o.jobId,
        names.map((file, ordinal) => ({ ordinal, file })),
      );
      rows = await listImportFiles(rt.db, o.jobId);
    }
    const ordinalOf = new Map(rows.map((r) => [r.file, r.ordinal]));
    const entries = new Map<string, ReportEntry>();
    for (const r of rows)
      if (r.status)
        entries.set(r.file, { file: r.file, status: r.status, contentCode: r.content_code, pages: r.pages, reason: r.reason });
    const total = names.length;
    const record = async (e: ReportEntry) => {
      if (entries.has(e.file)) return;
      entries.set(e.file, e);
      const ordinal = ordinalOf.get(e.file);
      if (ordinal !== undefined)
        await finishImportFile(rt.db, o.jobId, ordinal, {
          status: e.status,
          content_code: e.contentCode,
          pages: e.pages,
          reason: e.reason,
          finished_at: rt.now().toISOString(),
        });
      o.onEntry?.(e, entries.size, total);
    };
    for (const r of refused) await record({ file: r.name, status: 'refused', contentCode: null, pages: null, reason: r.reason });

    const rt2 = {
      db: rt.db,
      filesDir: rt.filesDir,
      readers: rt.readers,
      publishers: await listPublishersWithProducts(rt.db),
      images: sorted.images.map((i) => ({ path: i.path, mime: i.mime })),
      fallbackPublisher: o.publisher,
      ocr: o.ocr,
      now: rt.now,
    };
    const todo = planned.filter((p) => p.files.some((f) => !entries.has(f)));
    const usedImages = new Map<string, { status: ImportFileStatus; contentCode: string }>();
    const manifestUse = new Map<string, { status: ImportFileStatus; contentCode: string }>();
    let lastIndex = Date.now();
    const flushIndex = async (force: boolean) => {
      if (!rt.indexDocuments || (!force && Date.now() - lastIndex < INDEX_EVERY_MS)) return;
      lastIndex = Date.now();
      await indexPending(rt.db, rt.indexDocuments);
    };

    // Reading runs ahead on the threads; writing goes one document at a time, in delivery order.
    const reads: Promise<PreparedItem | { error: unknown }>[] = [];
    let next = 0;
    const startRead = () => {
      if (next >= todo.length) return;
      const p = todo[next++];
      reads.push(prepareItem(rt2, p.item).catch((error: unknown) => ({ error })));
    };
    for (let i = 0; i < READ_AHEAD; i++) startRead();
    for (let i = 0; i < todo.length; i++) {
      if (o.shouldStop?.()) break;
      const prepared = await reads[i];
      reads[i] = Promise.resolve({ error: null });
      startRead();
      const p = todo[i];
      let outcome;
      try {
        if ('error' in prepared) throw prepared.error;
        outcome = await writeItem(rt2, prepared);
      } catch (error) {
        const reason = reasonOf(error);
        for (const f of p.files) await record({ file: f, status: 'refused', contentCode: null, pages: null, reason });
        continue;
      }
      const { result } = outcome;
      o.onResult?.(result);
      for (const f of p.files)
        await record({ file: f, status: result.status, contentCode: result.contentCode, pages: result.pages, reason: null });
      for (const img of outcome.usedImages)
        if (!usedImages.has(img)) usedImages.set(img, { status: result.status, contentCode: result.contentCode });
      if (p.item.manifest && !manifestUse.has(p.item.manifest.path))
        manifestUse.set(p.item.manifest.path, { status: result.status, contentCode: result.contentCode });
      if (outcome.previewPdf && o.previews)
        await makeFirstPagePreview(rt.dataDir, result.contentCode, outcome.previewPdf).catch((err) =>
          rt.log(`preview of ${result.contentCode} failed: ${reasonOf(err)}`),
        );
      await flushIndex(false);
    }
    // Stopped for another node: it finishes the job, this node writes no more of it.
    if (o.shouldStop?.()) return [...entries.values()];
    for (const m of sorted.manifests) {
      const use = manifestUse.get(m.file.path);
      await record(
        use
          ? { file: m.file.name, status: use.status, contentCode: use.contentCode, pages: null, reason: null }
          : {
              file: m.file.name,
              status: 'refused',
              contentCode: null,
              pages: null,
              reason: m.matched ? 'names only documents that were refused' : 'names no file of the delivery',
            },
      );
    }
    for (const img of sorted.images) {
      const use = usedImages.get(img.path);
      await record(
        use
          ? { file: img.name, status: use.status, contentCode: use.contentCode, pages: null, reason: null }
          : {
              file: img.name,
              status: 'refused',
              contentCode: null,
              pages: null,
              reason: 'is an image no STS document of the delivery refers to',
            },
      );
    }
    await flushIndex(true);
    return names.map((n) => entries.get(n)).filter((e): e is ReportEntry => !!e);
  } finally {
    await fs.promises.rm(o.workDir, { recursive: true, force: true });
  }
}

export const jobWorkDir = (dataDir: string, jobId: string) => path.join(dataDir, 'imports', 'work', jobId);
