import cluster, { type Worker } from 'node:cluster';
import { RATE_LIMIT_KIND, RateLimitKeeper, type CountRequest } from './rate-limit-counts';
import { isWorkerMessage, type WorkerMessage } from './worker-messages';

/*
 * The first process of a node that runs WORKERS > 1: a Node process serves requests on one core,
 * so a node on a machine of several cores forks one worker per core, all accepting on the same
 * port (node:cluster hands each new connection to the next worker in turn). This process serves
 * nothing itself: it has prepared the database before the workers start, then relays the workers'
 * messages, keeps their rate-limit counts, starts a worker again when one dies, and on SIGTERM
 * or SIGINT lets every worker drain before it exits.
 */

const RESTART_DELAY_MS = 1000;

export interface NodeWorkersOptions {
  count: number;
  say: (message: string) => void;
}

/** Forks the node's workers, the first alone (it may warm caches and files), then the rest. */
export function runNodeWorkers({ count, say }: NodeWorkersOptions): void {
  const keeper = new RateLimitKeeper();
  const live = new Set<Worker>();
  let stopping = false;

  const answer = async (worker: Worker, m: Extract<WorkerMessage, { bearing: 'ask' }>) => {
    const reply: WorkerMessage = { bearing: 'answer', id: m.id };
    try {
      if (m.kind !== RATE_LIMIT_KIND) throw new Error(`unknown question ${m.kind}`);
      reply.answer = await keeper.count(m.payload as CountRequest);
    } catch (err) {
      reply.error = (err as Error).message;
    }
    if (worker.isConnected()) worker.send(reply);
  };

  const relay = (m: Extract<WorkerMessage, { bearing: 'relay' }>) => {
    const out: WorkerMessage = { bearing: 'relayed', kind: m.kind, payload: m.payload };
    for (const w of live) if (w.isConnected()) w.send(out);
  };

  // Each worker knows its place: only the first warms the heavy files and page previews.
  const fork = (index: number): Worker => {
    const worker = cluster.fork({ BEARING_WORKER_INDEX: String(index) });
    live.add(worker);
    let served = false;
    worker.once('listening', () => (served = true));
    worker.on('message', (m: unknown) => {
      if (!isWorkerMessage(m)) return;
      if (m.bearing === 'relay') relay(m);
      else if (m.bearing === 'ask') void answer(worker, m);
    });
    worker.on('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (!live.size) process.exit();
        return;
      }
      // One that never served failed to start (a taken port, a bad setting): starting it again would not help.
      if (!served) {
        say(`worker ${index} ended before it served (${signal ?? `code ${code}`}); stopping the node`);
        stop('SIGTERM', 1);
        return;
      }
      say(`worker ${index} (pid ${worker.process.pid}) ended (${signal ?? `code ${code}`}); starting it again`);
      setTimeout(() => fork(index), RESTART_DELAY_MS).unref();
    });
    return worker;
  };

  say(`starting ${count} workers`);
  const first = fork(1);
  first.once('listening', () => {
    for (let i = 2; i <= count; i++) fork(i);
  });

  // The terminal's Ctrl-C reaches the workers too; SIGTERM from a supervisor reaches only us.
  function stop(signal: NodeJS.Signals, code = 0) {
    if (stopping) return;
    stopping = true;
    process.exitCode = code;
    say(`${signal}: stopping the workers`);
    for (const w of live) w.process.kill(signal);
    if (!live.size) process.exit();
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
