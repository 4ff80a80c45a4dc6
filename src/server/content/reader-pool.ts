import { Worker } from 'node:worker_threads';
import { keepCanvasLoaded } from '../native-canvas';
import { Refusal } from './refusal';
import type { ReadRequest, ReadResult } from './read-file';

/*
 * The threads that read delivered files (reader-thread.mjs), one file at a time each. A thread
 * has a memory ceiling and every file a time limit: a PDF built to exhaust memory or to never
 * finish costs its thread, which is replaced, and is refused with its reason; the server and the
 * rest of the import go on. A thread is also replaced once its heap and buffers pass a mark, or
 * after a number of files: what pdf.js, the canvas and the XML parser keep between files (caches,
 * native buffers, a heap grown for the largest file) leaves with the thread, so a delivery of
 * thousands of files does not grow the import's memory file after file. Starting a thread costs
 * about a second, so the mark is high enough that a delivery of small files rarely pays it.
 */

export interface ReaderPoolOptions {
  threads: number;
  /** Heap ceiling per thread. */
  memoryMb?: number;
  /** Time one file may take. */
  timeoutMs?: number;
  /** Files a thread reads before it is replaced by a fresh one. */
  recycleAfter?: number;
  /** Heap and buffers (MB) a thread may hold after a file before it is replaced. */
  recycleAboveMb?: number;
}

const RECYCLE_AFTER = 500;
const RECYCLE_ABOVE_MB = 1024;

interface Slot {
  worker: Worker;
  busy: boolean;
  /** Files this thread has read. */
  reads: number;
}

interface Job {
  request: ReadRequest;
  resolve: (r: ReadResult) => void;
  reject: (e: Error) => void;
}

export class ReaderPool {
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Threads started so far (replacements included). */
  threadsStarted = 0;

  constructor(private options: ReaderPoolOptions) {}

  /** Reads one file on the next free thread; rejects with a Refusal when the file cannot be read. */
  read(request: ReadRequest): Promise<ReadResult> {
    if (this.closed) return Promise.reject(new Error('the reader pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots = [];
  }

  private start(): Slot {
    keepCanvasLoaded();
    const worker = new Worker(new URL('./reader-thread.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb ?? 4096 },
    });
    const slot = { worker, busy: false, reads: 0 };
    this.threadsStarted++;
    this.slots.push(slot);
    return slot;
  }

  private retire(slot: Slot) {
    this.slots = this.slots.filter((s) => s !== slot);
    void slot.worker.terminate();
  }

  private pump() {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < Math.max(1, this.options.threads)) slot = this.start();
      if (!slot) return;
      this.run(slot, this.queue.shift()!);
    }
  }

  private run(slot: Slot, job: Job) {
    slot.busy = true;
    // An idle thread does not keep the process alive (the command line ends when its import does).
    slot.worker.ref();
    const id = this.nextId++;
    const limit = this.options.timeoutMs ?? 20 * 60_000;
    let settled = false;
    const finish = (fn: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      slot.worker.off('message', onMessage);
      slot.worker.off('error', onError);
      slot.worker.off('exit', onExit);
      slot.reads++;
      if (keep && slot.reads < (this.options.recycleAfter ?? RECYCLE_AFTER)) {
        slot.busy = false;
        slot.worker.unref();
      } else this.retire(slot);
      fn();
      this.pump();
    };
    const onMessage = (m: { id: number; result?: ReadResult; refusal?: string; heldMb?: number }) => {
      if (m.id !== id) return;
      const fresh = (m.heldMb ?? 0) <= (this.options.recycleAboveMb ?? RECYCLE_ABOVE_MB);
      finish(() => (m.refusal !== undefined ? job.reject(new Refusal(m.refusal)) : job.resolve(m.result!)), fresh);
    };
    const onError = (err: Error) => {
      const memory = /memory|heap/i.test(err.message);
      finish(
        () =>
          job.reject(
            new Refusal(memory ? 'needs more memory to read than a reader may use' : `could not be read (${err.message})`),
          ),
        false,
      );
    };
    const onExit = (code: number) =>
      finish(() => job.reject(new Refusal(`could not be read (its reader stopped with ${code})`)), false);
    const timer = setTimeout(
      () => finish(() => job.reject(new Refusal(`took longer than ${Math.round(limit / 60_000)} minutes to read`)), false),
      limit,
    );
    slot.worker.on('message', onMessage);
    slot.worker.on('error', onError);
    slot.worker.on('exit', onExit);
    slot.worker.postMessage({ id, request: job.request });
  }
}
