import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Refusal } from './refusal';
import { peakResidentMb } from './resident-memory';
import type { ReadRequest, ReadResult } from './read-file';

/*
 * The processes that read delivered files (reader-process.mjs), one file at a time each. A reader
 * is a process, not a thread, so that its whole memory can be bounded: pdf.js decoding a hostile
 * image allocates typed arrays outside the JavaScript heap that no heap ceiling stops (one JBIG2
 * file of a PDF library's test corpus grew a reader thread past 5 GB in three minutes), while the
 * resident memory of a process is the operating system's to count. The pool watches its peak while
 * a file is read and kills a reader that passes its limit (a peak between two looks still counts
 * when the reading comes back); a file that never finishes meets a time
 * limit the same way. Either costs the reader, which is replaced, and the file is refused with its
 * reason; the server and the rest of the import go on. A reader is also replaced once its heap and
 * buffers pass a mark after a file, or after a number of files: what pdf.js, the canvas and the XML
 * parser keep between files leaves with the process, so a delivery of thousands of files does not
 * grow the import's memory file after file. Starting a reader costs about a second, so the mark is
 * high enough that a delivery of small files rarely pays it.
 */

export interface ReaderPoolOptions {
  /** Readers working at once. */
  threads: number;
  /** Resident memory (MB) a reader may reach while it reads a file; also its heap ceiling. */
  memoryMb?: number;
  /** Time one file may take. */
  timeoutMs?: number;
  /** Files a reader reads before it is replaced by a fresh one. */
  recycleAfter?: number;
  /** Heap and buffers (MB) a reader may hold after a file before it is replaced. */
  recycleAboveMb?: number;
}

const MEMORY_MB = Number(process.env.IMPORT_READER_MEMORY_MB ?? 3072);
const RECYCLE_AFTER = 500;
const RECYCLE_ABOVE_MB = 1024;
/** How often a busy reader's memory is looked at: at 30 MB/s of growth it passes its limit by little. */
const WATCH_MS = 200;
const READER = fileURLToPath(new URL('./reader-process.mjs', import.meta.url));

interface Reader {
  child: ChildProcess;
  ready: Promise<void>;
  busy: boolean;
  /** Files this reader has read. */
  reads: number;
}

interface Job {
  request: ReadRequest;
  resolve: (r: ReadResult) => void;
  reject: (e: Error) => void;
}

interface Reply {
  id?: number;
  ready?: true;
  result?: ReadResult;
  refusal?: string;
  heldMb?: number;
}

export class ReaderPool {
  private readers: Reader[] = [];
  private queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Readers started so far (replacements included). */
  readersStarted = 0;

  constructor(private options: ReaderPoolOptions) {}

  private get memoryMb() {
    return this.options.memoryMb ?? MEMORY_MB;
  }

  /** Reads one file on the next free reader; rejects with a Refusal when the file cannot be read. */
  read(request: ReadRequest): Promise<ReadResult> {
    if (this.closed) return Promise.reject(new Error('the reader pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.readers.map((r) => this.stop(r)));
    this.readers = [];
  }

  private start(): Reader {
    const child = fork(READER, [], {
      // Structured clone: the readings carry typed arrays (page positions, images).
      serialization: 'advanced',
      execArgv: [`--max-old-space-size=${this.memoryMb}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // A message sent before the reader listens would be lost: it says when it does.
    const ready = new Promise<void>((resolve) => {
      const onReady = (m: Reply) => {
        if (!m.ready) return;
        child.off('message', onReady);
        resolve();
      };
      child.on('message', onReady);
      child.once('exit', () => resolve());
    });
    const reader = { child, ready, busy: false, reads: 0 };
    this.idle(reader);
    this.readersStarted++;
    this.readers.push(reader);
    return reader;
  }

  /** An idle reader does not keep the process alive (the command line ends when its import does). */
  private idle(reader: Reader) {
    reader.child.unref();
    reader.child.channel?.unref();
  }

  private stop(reader: Reader): Promise<void> {
    const { child } = reader;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      // An idle reader is unreferenced: waiting for its exit must keep this process alive.
      child.ref();
      child.kill('SIGKILL');
    });
  }

  private retire(reader: Reader) {
    this.readers = this.readers.filter((r) => r !== reader);
    void this.stop(reader);
  }

  private pump() {
    while (this.queue.length) {
      let reader = this.readers.find((r) => !r.busy);
      if (!reader && this.readers.length < Math.max(1, this.options.threads)) reader = this.start();
      if (!reader) return;
      this.run(reader, this.queue.shift()!);
    }
  }

  private run(reader: Reader, job: Job) {
    const { child } = reader;
    reader.busy = true;
    child.ref();
    child.channel?.ref();
    const id = this.nextId++;
    const limit = this.options.timeoutMs ?? 20 * 60_000;
    let settled = false;
    const finish = (fn: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      child.off('message', onMessage);
      child.off('error', onError);
      child.off('exit', onExit);
      reader.reads++;
      if (keep && !this.closed && reader.reads < (this.options.recycleAfter ?? RECYCLE_AFTER)) {
        reader.busy = false;
        this.idle(reader);
      } else this.retire(reader);
      fn();
      this.pump();
    };
    const refuse = (reason: string) => finish(() => job.reject(new Refusal(reason)), false);
    const overLimit = () => {
      const mb = child.pid ? peakResidentMb(child.pid) : null;
      return mb !== null && mb > this.memoryMb;
    };
    const tooMuchReason = () => `needs more memory to read than a reader may use (${this.memoryMb.toLocaleString('en')} MB)`;
    const tooMuch = () => refuse(tooMuchReason());
    const onMessage = (m: Reply) => {
      if (m.id !== id) return;
      if (overLimit()) return tooMuch();
      const fresh = (m.heldMb ?? 0) <= (this.options.recycleAboveMb ?? RECYCLE_ABOVE_MB);
      finish(() => (m.refusal !== undefined ? job.reject(new Refusal(m.refusal)) : job.resolve(m.result!)), fresh);
    };
    const onError = (err: Error) => refuse(`could not be read (${err.message})`);
    const onExit = (code: number | null, signal: string | null) =>
      refuse(
        // V8 ends a process whose heap passes its ceiling with a fatal error (SIGABRT or code 134).
        signal === 'SIGABRT' || code === 134 ? tooMuchReason() : `could not be read (its reader stopped with ${signal ?? code})`,
      );
    const timer = setTimeout(() => refuse(`took longer than ${Math.round(limit / 60_000)} minutes to read`), limit);
    const watch = setInterval(() => {
      if (overLimit()) tooMuch();
    }, WATCH_MS);
    child.on('message', onMessage);
    child.on('error', onError);
    child.on('exit', onExit);
    void reader.ready.then(() => {
      if (!settled && child.connected) child.send({ id, request: job.request });
    });
  }
}
