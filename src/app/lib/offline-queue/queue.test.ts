import { describe, expect, it } from 'vitest';
import { backoffMs, OfflineQueue, outcomeOfStatus } from './queue';
import { memoryQueueStorage } from './storage';
import type { NewChange, QueuedChange, SendOutcome } from './types';

/* The offline queue (src/README.md §5): ordered, idempotent, never drops a refusal. */

const change = (n: number, owner = 'u1'): NewChange => ({
  kind: 'note',
  owner,
  target: `note:${n}`,
  request: { method: 'POST', url: '/api/user-notes/save', body: { n } },
  label: { key: 'offline.change.note' },
});

function setup(outcomes: Array<SendOutcome | ((c: QueuedChange) => SendOutcome)> = []) {
  const storage = memoryQueueStorage();
  const sent: QueuedChange[] = [];
  let clock = 1_000;
  let ids = 0;
  const settled: Array<[string, string]> = [];
  const send = async (c: QueuedChange): Promise<SendOutcome> => {
    sent.push(c);
    const next = outcomes.shift() ?? { kind: 'sent', status: 200, data: null };
    return typeof next === 'function' ? next(c) : next;
  };
  const queue = new OfflineQueue(storage, send, {
    now: () => clock,
    newId: () => `id-${++ids}`,
    onSettled: (c, o) => settled.push([c.id, o.kind]),
  });
  return {
    storage,
    queue,
    sent,
    settled,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe('changes are sent in the order they were made', () => {
  it('sends oldest first and empties the queue', async () => {
    const { queue, sent, storage } = setup();
    for (const n of [1, 2, 3]) await queue.enqueue(change(n));
    const r = await queue.flush('u1');
    expect(r).toEqual({ sent: 3, refused: 0, stopped: null });
    expect(sent.map((c) => (c.request.body as { n: number }).n)).toEqual([1, 2, 3]);
    expect(queue.state.changes).toEqual([]);
    expect(storage.map.size).toBe(0);
  });

  it('stops at the first change without an answer and keeps it and the later ones, in order', async () => {
    const { queue, sent } = setup([{ kind: 'sent', status: 200, data: null }, { kind: 'network' }]);
    for (const n of [1, 2, 3]) await queue.enqueue(change(n));
    expect(await queue.flush('u1')).toEqual({ sent: 1, refused: 0, stopped: 'network' });
    expect(sent).toHaveLength(2);
    expect(queue.state.changes.map((c) => (c.request.body as { n: number }).n)).toEqual([2, 3]);
  });

  it("only sends the owner's changes", async () => {
    const { queue, sent } = setup();
    await queue.enqueue(change(1, 'u1'));
    await queue.enqueue(change(2, 'u2'));
    await queue.flush('u1');
    expect(sent.map((c) => c.owner)).toEqual(['u1']);
    expect(queue.changesOf('u2')).toHaveLength(1);
  });
});

describe('every attempt of a change carries the same idempotency key', () => {
  it('a change retried after no answer is sent again under its first id', async () => {
    const { queue, sent } = setup([{ kind: 'network' }]);
    const c = await queue.enqueue(change(1));
    await queue.flush('u1');
    await queue.flush('u1');
    expect(sent.map((s) => s.id)).toEqual([c.id, c.id]);
  });

  it('each change has its own key, and a caller-given key is kept', async () => {
    const { queue } = setup();
    const a = await queue.enqueue(change(1));
    const b = await queue.enqueue(change(2));
    const given = await queue.enqueue({ ...change(3), id: 'caller-key-1' });
    expect(new Set([a.id, b.id, given.id]).size).toBe(3);
    expect(given.id).toBe('caller-key-1');
  });
});

describe('changes survive the app being closed and reopened', () => {
  it('a new queue on the same storage loads and sends what was left', async () => {
    const first = setup([{ kind: 'network' }]);
    await first.queue.enqueue(change(1));
    await first.queue.enqueue(change(2));
    await first.queue.flush('u1');
    const sent: QueuedChange[] = [];
    const reopened = new OfflineQueue(first.storage, async (c) => {
      sent.push(c);
      return { kind: 'sent', status: 200, data: null };
    });
    await reopened.load();
    expect(reopened.state.changes).toHaveLength(2);
    await reopened.flush('u1');
    expect(sent.map((c) => (c.request.body as { n: number }).n)).toEqual([1, 2]);
    // New changes after a reload still sort after the old ones.
    const later = await reopened.enqueue(change(3));
    expect(later.seq).toBeGreaterThan(2);
  });
});

describe('a refused change is shown, not dropped', () => {
  it('keeps a refusal as refused with its message, goes on with the next change', async () => {
    const { queue, sent, settled } = setup([{ kind: 'refused', status: 404, message: 'gone' }]);
    const a = await queue.enqueue(change(1));
    await queue.enqueue(change(2));
    expect(await queue.flush('u1')).toEqual({ sent: 1, refused: 1, stopped: null });
    expect(sent).toHaveLength(2);
    expect(queue.state.changes).toHaveLength(1);
    expect(queue.state.changes[0]).toMatchObject({ id: a.id, state: 'refused', refusal: { status: 404, message: 'gone' } });
    expect(settled).toContainEqual([a.id, 'refused']);
    // Flushing again does not resend a refused change.
    await queue.flush('u1');
    expect(sent).toHaveLength(2);
  });

  it('retry sends it again with the same key; dismiss forgets it', async () => {
    const { queue, sent } = setup([
      { kind: 'refused', status: 400, message: 'no' },
      { kind: 'refused', status: 400, message: 'no' },
    ]);
    const a = await queue.enqueue(change(1));
    await queue.flush('u1');
    await queue.retry(a.id);
    expect(queue.state.changes[0].state).toBe('pending');
    await queue.flush('u1');
    expect(sent.map((c) => c.id)).toEqual([a.id, a.id]);
    await queue.dismiss(a.id);
    expect(queue.state.changes).toEqual([]);
  });

  it('a server failure is retried later with back-off, not refused', async () => {
    const { queue, sent, tick } = setup([{ kind: 'retryLater', status: 503 }]);
    await queue.enqueue(change(1));
    expect((await queue.flush('u1')).stopped).toBe('backoff');
    expect(queue.state.changes[0]).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await queue.flush('u1')).stopped).toBe('backoff');
    expect(sent).toHaveLength(1);
    tick(backoffMs(1));
    expect(await queue.flush('u1')).toEqual({ sent: 1, refused: 0, stopped: null });
  });
});

describe('pending changes can be taken back and cleared', () => {
  it('cancel removes a pending change; clear removes all', async () => {
    const { queue, storage } = setup();
    const a = await queue.enqueue(change(1));
    await queue.enqueue(change(2));
    await queue.cancel(a.id);
    expect(queue.state.changes).toHaveLength(1);
    await queue.clear();
    expect(queue.state.changes).toEqual([]);
    expect(storage.map.size).toBe(0);
  });
});

describe('reply statuses sort into sent, wait, retry later and refused', () => {
  it.each([
    [200, 'sent'],
    [201, 'sent'],
    [204, 'sent'],
    [0, 'network'],
    [401, 'network'],
    [408, 'retryLater'],
    [429, 'retryLater'],
    [500, 'retryLater'],
    [503, 'retryLater'],
    [400, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [409, 'refused'],
    [422, 'refused'],
  ])('%i → %s', (status, kind) => {
    expect(outcomeOfStatus(status, null, '').kind).toBe(kind);
  });
  it('409 is retried only when an earlier attempt of the same change is still running', () => {
    expect(outcomeOfStatus(409, null, 'error.idempotencyInProgress').kind).toBe('retryLater');
    expect(outcomeOfStatus(409, null, 'compassPoint.notActive')).toEqual({
      kind: 'refused',
      status: 409,
      message: 'compassPoint.notActive',
    });
  });
  it('back-off doubles from 5 s and stops at 10 minutes', () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([5_000, 10_000, 20_000]);
    expect(backoffMs(30)).toBe(600_000);
  });
});
