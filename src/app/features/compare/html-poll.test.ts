import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollHtmlResult, type CheckOutcome } from './html-poll';

/* 001 §4 Compare 2 and §9: poll every 10000 ms, up to 10 attempts. */

const pending: CheckOutcome = { exists: false, failed: false, message: null };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('HTML compare is polled every 10 s and stops when the file exists', () => {
  it('no check before 10 s; one per 10 s; stops at the first Y', async () => {
    const outcomes = [pending, pending, { exists: true, failed: false, message: null }];
    const check = vi.fn(async () => outcomes.shift()!);
    const done = pollHtmlResult(check);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await done).toEqual({ kind: 'ready' });
    expect(check).toHaveBeenCalledTimes(3);
  });
});

describe('past 10 attempts without a result the poll gives up (the failure text)', () => {
  it('exactly 10 checks, then gaveUp', async () => {
    const check = vi.fn(async () => pending);
    const done = pollHtmlResult(check);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(await done).toEqual({ kind: 'gaveUp' });
    expect(check).toHaveBeenCalledTimes(10);
  });
});

describe('a failed job (e.g. too large) ends the poll at once; closing cancels it', () => {
  it('failed with the server message', async () => {
    const check = vi.fn(async () => ({ exists: false, failed: true, message: 'The documents are too large to be compare' }));
    const done = pollHtmlResult(check);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await done).toEqual({ kind: 'failed', message: 'The documents are too large to be compare' });
    expect(check).toHaveBeenCalledTimes(1);
  });
  it('abort stops without another check', async () => {
    const check = vi.fn(async () => pending);
    const ctl = new AbortController();
    const done = pollHtmlResult(check, ctl.signal);
    await vi.advanceTimersByTimeAsync(10_000);
    ctl.abort();
    expect(await done).toEqual({ kind: 'cancelled' });
    await vi.advanceTimersByTimeAsync(100_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
