import { describe, expect, it, vi } from 'vitest';
import { downloadsSettled, trackDownload } from './code-downloads';

describe('Update now waits for the code the first tap started downloading', () => {
  it('resolves at once when nothing is downloading', async () => {
    await expect(downloadsSettled(10_000)).resolves.toBeUndefined();
  });
  it('resolves when the downloads in flight have arrived or failed, not before', async () => {
    let arrive!: () => void;
    let fail!: (e: Error) => void;
    const a = trackDownload(
      new Promise<void>((r) => {
        arrive = r;
      }),
    );
    const b = trackDownload(
      new Promise<void>((_, r) => {
        fail = r;
      }),
    );
    b.catch(() => undefined);
    let done = false;
    const waiting = downloadsSettled(10_000).then(() => {
      done = true;
    });
    arrive();
    await a;
    await Promise.resolve();
    expect(done).toBe(false);
    fail(new Error('offline'));
    await waiting;
    expect(done).toBe(true);
  });
  it('gives up waiting after the time limit, so a stuck download cannot block the update', async () => {
    vi.useFakeTimers();
    try {
      trackDownload(new Promise(() => undefined));
      const waiting = downloadsSettled(3000);
      vi.advanceTimersByTime(3000);
      await expect(waiting).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
