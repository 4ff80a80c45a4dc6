import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../../tests/helpers/sign-in-env';

const lines: Record<string, unknown>[] = [];
let env: TestEnv;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  env = await createTestEnv({ logger: { level: 'info', stream } });
});
afterAll(async () => {
  await env?.close();
});

describe('Every request carries AuthMode, RequestId and originatedIpAddress (000 §7); they name the request in the logs', () => {
  it('binds the three headers to the request log lines', async () => {
    await env.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { host: 'localhost:8080', AuthMode: 'PWD', RequestId: 'rq-77', originatedIpAddress: '10.1.2.3' },
    });
    const completed = lines.find((l) => l.msg === 'request completed' && l.requestId === 'rq-77');
    expect(completed).toMatchObject({ authMode: 'PWD', requestId: 'rq-77', originatedIpAddress: '10.1.2.3', reqId: 'rq-77' });
  });

  it('keeps header values to one short line', async () => {
    await env.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { host: 'localhost:8080', RequestId: 'rq-78', AuthMode: 'x'.repeat(500) },
    });
    const completed = lines.find((l) => l.msg === 'request completed' && l.requestId === 'rq-78');
    expect(String(completed?.authMode)).toHaveLength(100);
  });
});
