import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzContract } from './contract-fuzz';
import { fuzzDemoServer } from './harness';

/*
 * The contract fuzz: the short run of `npm run fuzz` in the test command, and proof
 * that each of its checks catches what it is there to catch.
 */

describe('the contract holds under generated and hostile requests (short run)', () => {
  it('500 cases as Ivy: no server error, no reply outside its schema, no refused write that wrote', async () => {
    const { report } = await fuzzDemoServer({ cases: 500, seed: Number(process.env.FUZZ_SEED ?? 1) });
    expect(report.requests).toBe(500);
    expect(report.negative).toBeGreaterThan(100);
    expect(report.failures.map((f) => `${f.check} ${f.operation} ${f.status} ${f.request.url}`)).toEqual([]);
  }, 180_000);
});

describe('each check of the fuzzer catches its fault', () => {
  const app = Fastify();
  let rows = 0;
  const doc = {
    openapi: '3.1.0',
    paths: {
      '/api/crash': { get: { responses: { 200: { content: { 'application/json': { schema: { type: 'object' } } } } } } },
      '/api/liar': {
        get: {
          responses: {
            200: {
              content: {
                'application/json': { schema: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } },
              },
            },
          },
        },
      },
      '/api/leaky': {
        post: {
          requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
          responses: { 200: { content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    },
  };
  beforeAll(async () => {
    app.get('/api/crash', async (_req, reply) => reply.status(500).send({ status: 500, message: 'boom' }));
    app.get('/api/liar', async () => ({ n: 'not a number' }));
    app.post('/api/leaky', async (_req, reply) => {
      rows++;
      return reply.status(400).send({ status: 400, message: 'refused, but wrote' });
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('reports a server error, a reply outside its schema and a refused write that changed data', async () => {
    const report = await fuzzContract({
      baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      doc,
      cases: 6,
      seed: 1,
      known: {},
      signIn: async () => ({}),
      dataDigest: async () => String(rows),
    });
    expect(new Set(report.failures.map((f) => `${f.check} ${f.operation}`))).toEqual(
      new Set(['server-error GET /api/crash', 'reply-schema GET /api/liar', 'refused-write-changed-data POST /api/leaky']),
    );
  });
});
