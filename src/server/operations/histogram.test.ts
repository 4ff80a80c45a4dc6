import { describe, expect, it } from 'vitest';
import { BUCKETS_MS, bucketIndex, HttpMetrics, quantile } from './histogram';

describe('metric aggregation: per-route timing histograms', () => {
  it('puts an observation in the first bucket whose bound holds it; beyond the last bound is +Inf', () => {
    expect(bucketIndex(0.3)).toBe(0);
    expect(bucketIndex(5)).toBe(0);
    expect(bucketIndex(5.01)).toBe(1);
    expect(bucketIndex(10001)).toBe(BUCKETS_MS.length);
  });
  it('estimates quantiles as the bound of the bucket holding the rank, capped by the max', () => {
    const counts = new Array(BUCKETS_MS.length + 1).fill(0);
    counts[0] = 90; // ≤ 5 ms
    counts[4] = 10; // ≤ 100 ms
    expect(quantile(counts, 100, 80, 0.5)).toBe(5);
    expect(quantile(counts, 100, 80, 0.95)).toBe(80);
    expect(quantile(counts, 0, 0, 0.5)).toBe(0);
  });
  it('aggregates count, mean, max, 5xx errors and status codes per method and route pattern', () => {
    const m = new HttpMetrics();
    m.record('GET', '/api/x/:id', 200, 4);
    m.record('GET', '/api/x/:id', 200, 6);
    m.record('GET', '/api/x/:id', 500, 300);
    m.record('POST', '/api/x/:id', 201, 1);
    const [get, post] = m.snapshot();
    expect(get).toMatchObject({
      method: 'GET',
      route: '/api/x/:id',
      count: 3,
      errors: 1,
      meanMs: 103.33,
      maxMs: 300,
      statusCodes: { 200: 2, 500: 1 },
    });
    expect(get.buckets.map((b) => b.count).reduce((a, b) => a + b)).toBe(3);
    expect(get.p50Ms).toBe(10);
    expect(get.p99Ms).toBe(300);
    expect(post.count).toBe(1);
    expect(m.total).toBe(4);
  });
});
