import type { RouteMetric } from '../../api/admin';

/*
 * In-memory request-timing histograms per route (002 §2 Administration "metrics"). Fixed
 * buckets keep memory constant however many requests a node serves; percentiles are estimated
 * from the buckets (upper bound of the bucket holding the rank), the usual Prometheus trade-off.
 * Per process: each node of a scaled-out deployment reports its own.
 */

/** Bucket upper bounds in milliseconds; a last, unbounded bucket catches the rest. */
export const BUCKETS_MS = [5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000] as const;

interface Series {
  method: string;
  route: string;
  count: number;
  errors: number;
  sumMs: number;
  maxMs: number;
  /** counts[i] = observations in bucket i (not cumulative); the last one is +Inf. */
  counts: number[];
  statusCodes: Map<number, number>;
}

/** Index of the bucket an observation falls in. */
export function bucketIndex(ms: number): number {
  const i = BUCKETS_MS.findIndex((le) => ms <= le);
  return i === -1 ? BUCKETS_MS.length : i;
}

/** The estimated q-quantile (0..1) of a series: the bound of the bucket holding that rank, capped by the max. */
export function quantile(counts: readonly number[], total: number, maxMs: number, q: number): number {
  if (total === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let i = 0; i < counts.length; i += 1) {
    seen += counts[i];
    if (seen >= rank) return i < BUCKETS_MS.length ? Math.min(BUCKETS_MS[i], maxMs) : maxMs;
  }
  return maxMs;
}

export class HttpMetrics {
  private series = new Map<string, Series>();
  readonly since = new Date();

  /** Records one finished request; `route` is the route pattern (never the raw URL, which would grow without bound). */
  record(method: string, route: string, status: number, ms: number): void {
    const key = `${method} ${route}`;
    let s = this.series.get(key);
    if (!s)
      this.series.set(
        key,
        (s = {
          method,
          route,
          count: 0,
          errors: 0,
          sumMs: 0,
          maxMs: 0,
          counts: new Array(BUCKETS_MS.length + 1).fill(0),
          statusCodes: new Map(),
        }),
      );
    s.count += 1;
    if (status >= 500) s.errors += 1;
    s.sumMs += ms;
    s.maxMs = Math.max(s.maxMs, ms);
    s.counts[bucketIndex(ms)] += 1;
    s.statusCodes.set(status, (s.statusCodes.get(status) ?? 0) + 1);
  }

  /** Every route's summary, busiest first. */
  snapshot(): RouteMetric[] {
    const round = (n: number) => Math.round(n * 100) / 100;
    return [...this.series.values()]
      .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route))
      .map((s) => ({
        method: s.method,
        route: s.route,
        count: s.count,
        errors: s.errors,
        meanMs: round(s.count ? s.sumMs / s.count : 0),
        maxMs: round(s.maxMs),
        p50Ms: round(quantile(s.counts, s.count, s.maxMs, 0.5)),
        p95Ms: round(quantile(s.counts, s.count, s.maxMs, 0.95)),
        p99Ms: round(quantile(s.counts, s.count, s.maxMs, 0.99)),
        statusCodes: Object.fromEntries([...s.statusCodes].map(([k, v]) => [String(k), v])),
        buckets: s.counts.map((count, i) => ({ le: i < BUCKETS_MS.length ? BUCKETS_MS[i] : null, count })),
      }));
  }

  get total(): number {
    let n = 0;
    for (const s of this.series.values()) n += s.count;
    return n;
  }
}
