import { HTML_COMPARE_MAX_ATTEMPTS, HTML_COMPARE_POLL_MS } from '../../../api/compare';

/** One result check: does the file exist, and did the job fail (with the server's message)? */
export interface CheckOutcome {
  exists: boolean;
  failed: boolean;
  message: string | null;
}

export type PollResult =
  { kind: 'ready' } | { kind: 'failed'; message: string | null } | { kind: 'gaveUp' } | { kind: 'cancelled' };

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });

/**
 * 001 §4 Compare 2: check every 10 s; stop when the file exists or after more than 10 attempts.
 * A job the server reports failed (e.g. too large) stops at once rather than waiting out the
 * attempts. Close (abort) stops polling.
 */
export async function pollHtmlResult(
  check: () => Promise<CheckOutcome>,
  signal?: AbortSignal,
  opts = { intervalMs: HTML_COMPARE_POLL_MS, maxAttempts: HTML_COMPARE_MAX_ATTEMPTS },
): Promise<PollResult> {
  for (let attempt = 1; attempt <= opts.maxAttempts; attempt++) {
    await wait(opts.intervalMs, signal);
    if (signal?.aborted) return { kind: 'cancelled' };
    const r = await check();
    if (signal?.aborted) return { kind: 'cancelled' };
    if (r.exists) return { kind: 'ready' };
    if (r.failed) return { kind: 'failed', message: r.message };
  }
  return { kind: 'gaveUp' };
}
