import { IdempotencyError } from '../../../api/idempotency';
import { newQueueState, type QueueState } from './queue-state';
import type { NewChange, QueueStorage, QueuedChange, SendOutcome } from './types';

/**
 * The offline queue (src/README.md §5): changes a user makes are kept in order in storage and
 * sent one after the other, each with its own idempotency key, until the server has answered.
 *
 *  - `enqueue(change)` stores a change (pending) and returns it.
 *  - `flush(owner)` sends that user's pending changes in order. It stops at the first change
 *    that got no answer or a server failure (later changes may depend on it) and goes on
 *    past a refusal, which is kept as 'refused' for the user to see, never dropped.
 *  - `retry(id)` sends a refused change again; `dismiss(id)` forgets it once seen.
 *  - `cancel(id)` takes back a pending change (e.g. an offline favorite undone offline).
 *  - `clear()` forgets everything (sign-out).
 *  - `state.changes` is the list screens render (pending badges, the refused list).
 *
 * Ours rather than Workbox's background sync: that replays requests from the service worker
 * without the app's idempotency keys, order rules, refusal list or per-user scope, and a screen
 * cannot show what it holds.
 */
export class OfflineQueue {
  private flushing: Promise<FlushResult> | null = null;
  private seq = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly storage: QueueStorage,
    private readonly send: (change: QueuedChange) => Promise<SendOutcome>,
    private readonly hooks: {
      now?: () => number;
      onSettled?: (change: QueuedChange, outcome: SendOutcome) => void;
      newId?: () => string;
    } = {},
    readonly state: QueueState = newQueueState(),
  ) {}

  /** Reads the stored changes once (a reopened app picks up what was left unsent). */
  load(): Promise<void> {
    this.loading ??= this.storage.all().then((all) => {
      this.seq = Math.max(this.seq, ...all.map((c) => c.seq));
      this.publish(all);
      this.state.loaded = true;
    });
    return this.loading;
  }

  async enqueue(input: NewChange): Promise<QueuedChange> {
    await this.load();
    const change: QueuedChange = {
      id: input.id ?? this.newId(),
      seq: ++this.seq,
      kind: input.kind,
      request: input.request,
      label: input.label,
      target: input.target,
      invalidate: input.invalidate,
      owner: input.owner,
      createdAt: this.now(),
      state: 'pending',
      attempts: 0,
    };
    await this.storage.put(change);
    this.publish([...this.state.changes, change]);
    return change;
  }

  /** The pending and refused changes of one owner, oldest first. */
  changesOf(owner: string): QueuedChange[] {
    return this.state.changes.filter((c) => c.owner === owner).map(plain);
  }

  /** Sends `owner`'s pending changes in order; one flush at a time. */
  flush(owner: string): Promise<FlushResult> {
    this.flushing ??= this.runFlush(owner).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  async retry(id: string): Promise<void> {
    const c = this.find(id);
    if (!c || c.state !== 'refused') return;
    await this.update({ ...c, state: 'pending', refusal: undefined, notBefore: undefined });
  }

  async dismiss(id: string): Promise<void> {
    await this.remove(id);
  }

  async cancel(id: string): Promise<void> {
    const c = this.find(id);
    if (c?.state === 'pending') await this.remove(id);
  }

  async clear(): Promise<void> {
    await this.storage.clear();
    this.publish([]);
  }

  private async runFlush(owner: string): Promise<FlushResult> {
    await this.load();
    const result: FlushResult = { sent: 0, refused: 0, stopped: null };
    for (;;) {
      const found = this.state.changes.find((c) => c.owner === owner && c.state === 'pending');
      if (!found) return result;
      const next = plain(found);
      if (next.notBefore && next.notBefore > this.now()) {
        result.stopped = 'backoff';
        return result;
      }
      const outcome = await this.send(next);
      const current = this.find(next.id);
      if (!current) continue; // cancelled or cleared meanwhile
      if (outcome.kind === 'sent') {
        await this.remove(next.id);
        result.sent += 1;
      } else if (outcome.kind === 'refused') {
        await this.update({
          ...current,
          state: 'refused',
          attempts: current.attempts + 1,
          refusal: { status: outcome.status, message: outcome.message },
        });
        result.refused += 1;
      } else if (outcome.kind === 'retryLater') {
        const attempts = current.attempts + 1;
        await this.update({ ...current, attempts, notBefore: this.now() + backoffMs(attempts) });
        this.hooks.onSettled?.(current, outcome);
        result.stopped = 'backoff';
        return result;
      } else {
        result.stopped = 'network';
        return result;
      }
      this.hooks.onSettled?.(current, outcome);
    }
  }

  /** A plain copy: state entries are valtio proxies, which IndexedDB cannot store. */
  private find(id: string): QueuedChange | undefined {
    const c = this.state.changes.find((x) => x.id === id);
    return c ? plain(c) : undefined;
  }

  private async update(change: QueuedChange) {
    await this.storage.put(change);
    this.publish(this.state.changes.map((c) => (c.id === change.id ? change : c)));
  }

  private async remove(id: string) {
    await this.storage.delete(id);
    this.publish(this.state.changes.filter((c) => c.id !== id));
  }

  private publish(changes: QueuedChange[]) {
    this.state.changes = [...changes].sort((a, b) => a.seq - b.seq);
  }

  private now() {
    return this.hooks.now?.() ?? Date.now();
  }

  private newId() {
    return this.hooks.newId?.() ?? crypto.randomUUID();
  }
}

function plain(c: QueuedChange): QueuedChange {
  return JSON.parse(JSON.stringify(c)) as QueuedChange;
}

/** What one flush did; `stopped` says why it stopped before the end, if it did. */
export interface FlushResult {
  sent: number;
  refused: number;
  stopped: 'network' | 'backoff' | null;
}

/** Back-off after a server failure: 5 s, 10 s, 20 s … up to 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

/** Sorts a reply status into what the queue does with the change. */
export function outcomeOfStatus(status: number, data: unknown, message: string): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent', status, data };
  // No answer, or no valid token (the session renews when the network is back): keep it.
  if (status === 0 || status === 401) return { kind: 'network' };
  if (status >= 500 || [408, 425, 429].includes(status)) return { kind: 'retryLater', status };
  // Only the idempotency layer's 409 ("an earlier attempt is still running") can succeed later; a
  // domain conflict (point not active, already saved) never will, and would hold back every later change.
  if (status === 409 && message === IdempotencyError.inProgress) return { kind: 'retryLater', status };
  return { kind: 'refused', status, message };
}
