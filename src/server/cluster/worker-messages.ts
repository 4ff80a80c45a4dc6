import cluster from 'node:cluster';

/*
 * Messages between the worker processes of one node (WORKERS > 1) and the node's first process,
 * over the IPC channel node:cluster gives every worker. The first process relays what a worker
 * sends to all workers (cache invalidations, logger levels) and answers what needs one keeper
 * (rate-limit counts): on SQLite without Redis nothing else joins the node's processes.
 * In a process that is not such a worker, these do nothing.
 */

/** What travels on the channel: Bearing's messages carry `bearing`; Node's own have other shapes. */
export type WorkerMessage =
  | { bearing: 'relay'; kind: string; payload: unknown }
  | { bearing: 'relayed'; kind: string; payload: unknown }
  | { bearing: 'ask'; kind: string; id: number; payload: unknown }
  | { bearing: 'answer'; id: number; answer?: unknown; error?: string };

export function isWorkerMessage(m: unknown): m is WorkerMessage {
  return typeof m === 'object' && m !== null && typeof (m as { bearing?: unknown }).bearing === 'string';
}

/** Whether this process is one of the workers of a node, with siblings reached through its first process. */
export function isNodeWorker(): boolean {
  return cluster.isWorker && typeof process.send === 'function';
}

/** Sends `payload` to every worker of this node, this one included (its copy comes back through the first process). */
export function toAllWorkers(kind: string, payload: unknown): void {
  if (isNodeWorker()) process.send!({ bearing: 'relay', kind, payload } satisfies WorkerMessage);
}

/** Runs `handler` for every relayed message of this kind; returns the unsubscribe. */
export function onRelayed(kind: string, handler: (payload: unknown) => void): () => void {
  if (!isNodeWorker()) return () => {};
  const listener = (m: unknown) => {
    if (isWorkerMessage(m) && m.bearing === 'relayed' && m.kind === kind) handler(m.payload);
  };
  process.on('message', listener);
  return () => void process.off('message', listener);
}

let nextId = 0;
const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
let answering = false;

function listenForAnswers(): void {
  if (answering) return;
  answering = true;
  process.on('message', (m: unknown) => {
    if (!isWorkerMessage(m) || m.bearing !== 'answer') return;
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    clearTimeout(w.timer);
    if (m.error) w.reject(new Error(m.error));
    else w.resolve(m.answer);
  });
}

/** Asks the node's first process and waits at most `timeoutMs` for its answer. */
export function askFirstProcess(kind: string, payload: unknown, timeoutMs = 1000): Promise<unknown> {
  if (!isNodeWorker()) return Promise.reject(new Error('not a worker of a node'));
  listenForAnswers();
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`the node's first process did not answer ${kind} within ${timeoutMs} ms`));
    }, timeoutMs);
    timer.unref();
    waiting.set(id, { resolve, reject, timer });
    process.send!({ bearing: 'ask', kind, id, payload } satisfies WorkerMessage);
  });
}
