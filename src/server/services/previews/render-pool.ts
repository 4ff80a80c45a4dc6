import { Worker } from 'node:worker_threads';
import { keepCanvasLoaded } from '../../native-canvas';

/*
 * The queue in front of the preview renderer: one worker thread (renders are CPU-bound and the
 * server may have two cores), at most MAX_WAITING jobs waiting. A flood of preview requests can
 * therefore cost at most one core; past the queue's length the caller is told to come back later
 * instead of every request piling up memory. Jobs for the same page share one render.
 */

export interface RenderJob {
  file: string;
  etag: string;
  page: number;
  width: number;
  quality: number;
}
export type RenderResult =
  | { pageCount: number; missing: true }
  | { pageCount: number; missing?: false; width: number; height: number; image: Uint8Array; bytesRead: number };

export class PreviewBusy extends Error {}

const MAX_WAITING = 64;
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (r: RenderResult) => void; reject: (e: Error) => void }>();
const same = new Map<string, Promise<RenderResult>>();

function start(): Worker {
  keepCanvasLoaded();
  const w = new Worker(new URL('./render-worker.mjs', import.meta.url));
  w.on('message', (m: { id: number; error?: string } & RenderResult) => {
    const job = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error) job?.reject(new Error(m.error));
    else job?.resolve(m);
    if (waiting.size === 0) w.unref();
  });
  // A crashed worker fails what it had and is started afresh on the next job.
  w.on('error', (err) => {
    for (const j of waiting.values()) j.reject(err);
    waiting.clear();
    worker = null;
  });
  w.on('exit', () => {
    if (worker === w) worker = null;
  });
  return w;
}

/** Renders one page (the worker handles one job at a time, in order); PreviewBusy when the queue is full. */
export function renderPage(job: RenderJob): Promise<RenderResult> {
  const key = `${job.file}\n${job.etag}\n${job.page}\n${job.width}`;
  const running = same.get(key);
  if (running) return running;
  if (waiting.size >= MAX_WAITING) return Promise.reject(new PreviewBusy());
  worker ??= start();
  worker.ref();
  const id = nextId++;
  const p = new Promise<RenderResult>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage({ id, ...job });
  }).finally(() => same.delete(key));
  same.set(key, p);
  return p;
}

/** Stops the worker (tests, shutdown). */
export async function stopRenderer(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
