/*
 * The offline copy's PDF, downloaded in the background by byte ranges. A 20-40 MB
 * manual takes minutes on a site's mobile link and the link drops, so the file arrives in
 * chunks that are stored as they come: after a drop, a closed app or a reload the download goes
 * on from the first missing chunk (at most one chunk is fetched twice), never from byte 0.
 * Every chunk after the first asks `If-Range` with the first reply's ETag, so a file that changed
 * on the server meanwhile starts over rather than mixing two editions. The copy counts as
 * available offline only once every byte is stored and its length and ETag check out.
 */
import { createStore, del, get, set } from 'idb-keyval';
import { proxy } from 'valtio';
import { PDF_PATH } from '../../../api/documents';
import { ApiError } from '../api-error';
import { requestRaw } from '../http';
import { FILES_DB_NAME } from './databases';

/** 1 MiB: about 5 s at slow 4G, so a drop costs at most that much again. */
export const CHUNK_BYTES = 1024 * 1024;

/** A download's progress, kept beside its chunks so a later session resumes it. */
export interface PartialPdf {
  etag: string;
  total: number;
  /** Chunks 0..stored-1 are in the files database. */
  stored: number;
}

export type DownloadStatus = 'downloading' | 'waiting' | 'failed' | 'done';

/** What the document screen shows while a copy is on its way. */
export const pdfDownloads = proxy<Record<string, { received: number; total: number; status: DownloadStatus }>>({});

let store: ReturnType<typeof createStore> | null = null;
const files = () => (store ??= createStore(FILES_DB_NAME, 'files'));
const partialKey = (code: string) => `pdf-partial:${code}`;
const chunkKey = (code: string, i: number) => `pdf-chunk:${code}:${i}`;

/** The total length from `Content-Range: bytes a-b/total`, or NaN. */
export function rangeTotal(contentRange: string | null): number {
  const m = /^bytes \d+-\d+\/(\d+)$/.exec(contentRange?.trim() ?? '');
  return m ? Number(m[1]) : Number.NaN;
}

/** The byte range of chunk `i` of a `total`-byte file, as a Range header value. */
export function chunkRange(i: number, total: number): string {
  const start = i * CHUNK_BYTES;
  return `bytes=${start}-${Math.min(total, start + CHUNK_BYTES) - 1}`;
}

export const chunkCount = (total: number) => Math.ceil(total / CHUNK_BYTES);

/** Thrown when the file changed under a download: its chunks are dropped and it starts over. */
class FileChanged extends Error {}

const running = new Map<string, Promise<Blob | null>>();

/**
 * Downloads (or resumes) `contentCode`'s PDF and resolves with the whole file, verified, or null
 * when the network went away first (the stored chunks wait for the next try). One download per
 * document at a time: a second call joins the first.
 */
export function downloadPdf(contentCode: string): Promise<Blob | null> {
  let run = running.get(contentCode);
  if (!run) {
    run = downloadOnce(contentCode).finally(() => running.delete(contentCode));
    running.set(contentCode, run);
  }
  return run;
}

async function downloadOnce(contentCode: string): Promise<Blob | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await fetchRemaining(contentCode);
    } catch (e) {
      if (e instanceof FileChanged) {
        await dropPartialPdf(contentCode);
        continue;
      }
      const offline = e instanceof ApiError && e.status === 0;
      pdfDownloads[contentCode] = {
        ...(pdfDownloads[contentCode] ?? { received: 0, total: 0 }),
        status: offline ? 'waiting' : 'failed',
      };
      if (offline) return null;
      throw e;
    }
  }
  return null;
}

async function fetchRemaining(contentCode: string): Promise<Blob> {
  let partial = await get<PartialPdf>(partialKey(contentCode), files());
  if (!partial) {
    // The first chunk also tells the file's length and ETag.
    const res = await requestRaw('GET', PDF_PATH, {
      query: { contentCode },
      spinner: false,
      headers: { Range: `bytes=0-${CHUNK_BYTES - 1}` },
    });
    const etag = res.headers.get('etag') ?? '';
    const body = await res.blob();
    const total = res.status === 206 ? rangeTotal(res.headers.get('content-range')) : body.size;
    if (!etag || !Number.isSafeInteger(total) || total <= 0)
      throw new ApiError(res.status, 'errors.contract', { url: PDF_PATH, method: 'GET' });
    const first = res.status === 206 ? body : body.slice(0, CHUNK_BYTES);
    partial = { etag, total, stored: 0 };
    if (res.status !== 206 && total > CHUNK_BYTES) {
      // A server without ranges sent everything at once: keep it whole.
      partial = await storeChunks(contentCode, partial, body);
    } else partial = await storeChunk(contentCode, partial, first);
  }
  const n = chunkCount(partial.total);
  pdfDownloads[contentCode] = {
    received: Math.min(partial.total, partial.stored * CHUNK_BYTES),
    total: partial.total,
    status: 'downloading',
  };
  while (partial.stored < n) {
    const i = partial.stored;
    const res = await requestRaw('GET', PDF_PATH, {
      query: { contentCode },
      spinner: false,
      headers: { Range: chunkRange(i, partial.total), 'If-Range': partial.etag },
    });
    // 200 to an If-Range request: the file is no longer the one the stored chunks came from.
    if (
      res.status !== 206 ||
      res.headers.get('etag') !== partial.etag ||
      rangeTotal(res.headers.get('content-range')) !== partial.total
    ) {
      void res.body?.cancel().catch(() => undefined);
      throw new FileChanged();
    }
    partial = await storeChunk(contentCode, partial, await res.blob());
  }
  const chunks: Blob[] = [];
  for (let i = 0; i < n; i++) {
    const c = await get<Blob>(chunkKey(contentCode, i), files());
    if (!c) throw new FileChanged();
    chunks.push(c);
  }
  const whole = new Blob(chunks, { type: 'application/pdf' });
  if (whole.size !== partial.total) throw new FileChanged();
  pdfDownloads[contentCode] = { received: whole.size, total: whole.size, status: 'done' };
  return whole;
}

/*
 * Chunks are taken from the network as Blobs and stored as they are: the bytes stay in the
 * browser's blob storage and never pass through the page's heap. Read as ArrayBuffers and wrapped
 * in new Blobs, each chunk was copied twice on the main thread, and on a phone the background copy
 * of a large manual then held up the reader while it was opening its first pages.
 */
async function storeChunk(contentCode: string, partial: PartialPdf, bytes: Blob): Promise<PartialPdf> {
  const i = partial.stored;
  const expected = Math.min(partial.total, (i + 1) * CHUNK_BYTES) - i * CHUNK_BYTES;
  if (bytes.size !== expected) throw new FileChanged();
  await set(chunkKey(contentCode, i), bytes, files());
  const next = { ...partial, stored: i + 1 };
  // The chunk first, then the count: a crash between them only refetches that chunk.
  await set(partialKey(contentCode), next, files());
  pdfDownloads[contentCode] = {
    received: Math.min(next.total, next.stored * CHUNK_BYTES),
    total: next.total,
    status: 'downloading',
  };
  return next;
}

async function storeChunks(contentCode: string, partial: PartialPdf, whole: Blob): Promise<PartialPdf> {
  let p = partial;
  while (p.stored * CHUNK_BYTES < whole.size)
    p = await storeChunk(contentCode, p, whole.slice(p.stored * CHUNK_BYTES, (p.stored + 1) * CHUNK_BYTES));
  return p;
}

/** Forgets a download's chunks and progress (done, removed, or the file changed). */
export async function dropPartialPdf(contentCode: string): Promise<void> {
  const partial = await get<PartialPdf>(partialKey(contentCode), files()).catch(() => undefined);
  await del(partialKey(contentCode), files()).catch(() => undefined);
  for (let i = 0; i < (partial ? chunkCount(partial.total) : 0); i++)
    await del(chunkKey(contentCode, i), files()).catch(() => undefined);
}
