import autocannon from 'autocannon';
import { random } from '../fuzz/cases';
import { nextRequest, type LoadSession, type Vocabulary } from './mix';

export interface MixRun {
  achieved: number;
  p50: number;
  p99: number;
  errors: number;
  byStatus: Record<string, number>;
}

/**
 * Sends the load mix for `seconds` with autocannon over `connections` connections, each sending its
 * next request when the last is answered; with `rate`, capped at that many requests per second.
 * A capped connection sends its share of each second back to back, then waits for the next second
 * (autocannon's rate limiting), so a cap spread over many connections arrives in bursts as large
 * as the connection count: the highest rate is measured without one (bench.ts).
 */
export async function runMix(
  base: string,
  sessions: LoadSession[],
  words: Vocabulary,
  o: { rate?: number; seconds: number; connections: number; seed: number },
): Promise<MixRun> {
  const rnd = random(o.seed);
  const result = await autocannon({
    url: base,
    connections: o.connections,
    duration: o.seconds,
    ...(o.rate ? { overallRate: o.rate } : {}),
    timeout: 10,
    requests: [
      {
        setupRequest: (req) => {
          const r = nextRequest(rnd, sessions, words);
          return { ...req, method: r.method, path: r.path, headers: r.headers, body: r.body };
        },
      },
    ],
  });
  return {
    achieved: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    byStatus: { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
  };
}
