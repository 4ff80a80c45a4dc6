import { Worker } from 'node:worker_threads';
import type { RenderReply, RenderRequest } from './render-worker';

/*
 * One render thread per node, started on first use and asked one page at a time: previews must
 * never take more than one core from the requests the node is serving.
 */

const WORKER_URL = new URL('./render-thread.mjs', import.meta.url);

export type PageImage = Extract<RenderReply, { ok: true }>;

export class PageRenderer {
  private worker: Worker | null = null;
  private next = 1;
  private waiting = new Map<number, (r: RenderReply) => void>();
  private queue: Promise<unknown> = Promise.resolve();

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(WORKER_URL);
    w.unref();
    w.on('message', (r: RenderReply) => { this.waiting.get(r.id)?.(r); this.waiting.delete(r.id); });
    w.on('error', (err) => this.failAll(String(err)));
    w.on('exit', () => { this.failAll('render thread ended'); this.worker = null; });
    this.worker = w;
    return w;
  }

  private failAll(error: string): void {
    for (const [id, done] of this.waiting) done({ id, ok: false, pastEnd: false, pages: 0, error });
    this.waiting.clear();
  }

  /** Renders one page (1-based) of `file` `width` pixels wide; `version` changes when the file does. */
  render(file: string, version: string, page: number, width = 1024, quality = 78): Promise<RenderReply> {
    const run = () => new Promise<RenderReply>((resolve) => {
      const request: RenderRequest = { id: this.next++, file, version, page, width, quality };
      this.waiting.set(request.id, resolve);
      this.start().postMessage(request);
    });
    const result = this.queue.then(run, run);
    this.queue = result;
    return result;
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    await w?.terminate();
  }
}
