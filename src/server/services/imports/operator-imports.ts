import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import {
  IMPORT_FILES_MAX,
  IMPORT_FILE_MAX_BYTES,
  ImportError,
  type ImportHistory,
  type ImportJob,
  type ImportJobDetail,
} from '../../../api/imports';
import { badRequest, notFound, HttpError } from '../../http-error';
import { listPublishersWithProducts } from '../../repositories/content-writes';
import {
  countImportJobs,
  findImportJob,
  listImportFiles,
  listImportJobs,
  updateImportJob,
  type ImportJobRow,
} from '../../repositories/import-jobs';
import { requireOperator } from '../admin/access';
import type { ServiceContext } from '../context';
import { createImportJob } from './import-job';

/*
 * The operator's imports (console and API): a job is made in 'receiving', its files arrive one
 * request each into the job's own folder under DATA_DIR (a name is a plain file name, never a
 * path), and starting it queues it for whichever node runs imports next (runner.ts). Only the
 * platform operator may touch imports; a job is the whole platform's, not an account's.
 */

const toJob = (r: ImportJobRow): ImportJob => ({
  id: r.id,
  source: r.source,
  label: r.label,
  state: r.state,
  publisherCode: r.publisher_code,
  fileCount: r.file_count,
  imported: r.imported,
  updated: r.updated,
  unchanged: r.unchanged,
  refused: r.refused,
  error: r.error,
  createdAt: r.created_at,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
});

/** The folder a job's uploaded delivery waits in, relative to DATA_DIR. */
const deliveryDirOf = (id: string) => path.join('imports', id, 'delivery');

export async function importHistory(
  ctx: ServiceContext,
  page: number,
  size: number,
): Promise<{ reply: ImportHistory; total: number }> {
  await requireOperator(ctx);
  const [jobs, total, publishers] = await Promise.all([
    listImportJobs(ctx.db, size, page * size),
    countImportJobs(ctx.db),
    listPublishersWithProducts(ctx.db),
  ]);
  return { reply: { jobs: jobs.map(toJob), publishers: publishers.map((p) => ({ code: p.code, name: p.name })) }, total };
}

export async function newImportJob(
  ctx: ServiceContext,
  body: { publisher?: string | null; label?: string },
  via: 'console' | 'api',
): Promise<ImportJob> {
  const session = await requireOperator(ctx);
  const publisher = body.publisher?.trim() || null;
  if (publisher) {
    const known = await listPublishersWithProducts(ctx.db);
    if (!known.some((p) => p.code.toLowerCase() === publisher.toLowerCase()))
      throw badRequest(ImportError.unknownPublisher, {
        detail: `No publisher has the code ${publisher} (${known.map((p) => p.code).join(', ')})`,
      });
  }
  const now = ctx.clock();
  const id = await createImportJob(
    ctx.db,
    {
      source: via,
      label:
        body.label?.trim() ||
        `${via === 'console' ? 'Upload' : 'Delivery'} of ${now.toISOString().slice(0, 16).replace('T', ' ')}`,
      publisher: publisher?.toUpperCase() ?? null,
      requestedBy: session.userId,
      state: 'receiving',
    },
    now,
  );
  await updateImportJob(ctx.db, id, { delivery_dir: deliveryDirOf(id) });
  await fs.promises.mkdir(path.join(ctx.config.dataDir, deliveryDirOf(id)), { recursive: true });
  return toJob((await findImportJob(ctx.db, id))!);
}

async function operatorsJob(ctx: ServiceContext, id: string): Promise<ImportJobRow> {
  await requireOperator(ctx);
  const job = await findImportJob(ctx.db, id);
  if (!job) throw notFound('error.notFound');
  return job;
}

/** A delivered file's name as given, when it is a plain name; a path, a hidden file or a control character is refused. */
export function plainFileName(name: string): string | null {
  const n = name.normalize('NFC').trim();
  const control = [...n].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (!n || n.length > 255 || n.startsWith('.') || /[/\\]/.test(n) || control) return null;
  return n;
}

/** Streams one uploaded file into the job's delivery folder; a file of the same name is replaced. */
export async function receiveImportFile(
  ctx: ServiceContext,
  id: string,
  name: string,
  body: Readable,
): Promise<{ name: string; size: number }> {
  const job = await operatorsJob(ctx, id);
  if (job.state !== 'receiving' || !job.delivery_dir)
    throw new HttpError(409, ImportError.notReceiving, { detail: 'This import has started; make a new one for more files' });
  const file = plainFileName(name);
  if (!file) throw badRequest(ImportError.badName, { detail: 'A file name without folders, not starting with a dot' });
  const dir = path.join(ctx.config.dataDir, job.delivery_dir);
  const present = await fs.promises.readdir(dir).catch(() => [] as string[]);
  if (!present.includes(file) && present.filter((f) => !f.endsWith('.part')).length >= IMPORT_FILES_MAX)
    throw badRequest(ImportError.tooManyFiles, {
      detail: `An import holds at most ${IMPORT_FILES_MAX} files; send a ZIP archive instead`,
    });
  const tmp = path.join(dir, `.${crypto.randomBytes(6).toString('hex')}.part`);
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > IMPORT_FILE_MAX_BYTES)
        done(
          new HttpError(413, ImportError.fileTooLarge, { detail: `A file may be up to ${IMPORT_FILE_MAX_BYTES / 1024 ** 3} GB` }),
        );
      else done(null, chunk);
    },
  });
  try {
    await pipeline(body, limit, fs.createWriteStream(tmp, { flags: 'wx' }));
    await fs.promises.rename(tmp, path.join(dir, file));
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
  return { name: file, size };
}

/** Queues a job whose upload is complete. */
export async function startImportJob(ctx: ServiceContext, id: string): Promise<ImportJob> {
  const job = await operatorsJob(ctx, id);
  if (job.state !== 'receiving')
    throw new HttpError(409, ImportError.notReceiving, { detail: 'This import has already started' });
  const files = (await fs.promises.readdir(path.join(ctx.config.dataDir, job.delivery_dir!)).catch(() => [] as string[])).filter(
    (f) => !f.startsWith('.'),
  );
  if (!files.length) throw badRequest(ImportError.empty, { detail: 'Upload at least one file before starting the import' });
  await updateImportJob(ctx.db, id, { state: 'queued', file_count: files.length });
  return toJob((await findImportJob(ctx.db, id))!);
}

/** A job with its report so far; before it runs, the files uploaded. */
export async function importJobDetail(ctx: ServiceContext, id: string): Promise<ImportJobDetail> {
  const job = await operatorsJob(ctx, id);
  const rows = await listImportFiles(ctx.db, id);
  const files =
    rows.length || !job.delivery_dir
      ? rows.map((r) => ({ file: r.file, status: r.status, contentCode: r.content_code, pages: r.pages, reason: r.reason }))
      : (await fs.promises.readdir(path.join(ctx.config.dataDir, job.delivery_dir)).catch(() => [] as string[]))
          .filter((f) => !f.startsWith('.'))
          .sort()
          .map((file) => ({ file, status: null, contentCode: null, pages: null, reason: null }));
  // A report names files by the delivery's own paths, not by where this server keeps them.
  const root = job.delivery_dir ? path.join(ctx.config.dataDir, job.delivery_dir) + path.sep : null;
  return {
    job: toJob(job),
    files: files.map((f) => ({ ...f, file: root && f.file.startsWith(root) ? f.file.slice(root.length) : f.file })),
  };
}
