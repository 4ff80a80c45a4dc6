import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../api/openapi';
import { createTestEnv, MAIN, type TestEnv } from '../../../tests/helpers/sign-in-env';

/* The contract published as OpenAPI 3.1: generated from the routes' own schemas. */

let env: TestEnv;
let doc: { openapi: string; paths: Record<string, Record<string, unknown>>; components?: { schemas?: Record<string, unknown> } };

beforeAll(async () => {
  env = await createTestEnv();
  const res = await env.app.inject({ url: OPENAPI_PATH, headers: { host: new URL(MAIN).host } });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => env.close());

describe('the contract is published as OpenAPI 3.1 at /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with bearer sign-in', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.stringify(doc)).toContain('"bearerFormat":"JWT"');
  });

  it('describes every API route the server answers, and nothing else', () => {
    // Fastify's own route tree ("│   └── /:id (GET, HEAD)": a segment under its parent), flattened
    // to the document's syntax (:id -> {id}).
    const routes = new Set<string>();
    const stack: string[] = [];
    for (const line of env.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = /^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
      if (!m) continue;
      const depth = Math.floor([...m[1]].length / 4);
      stack.length = depth;
      const path = (stack[depth - 1] ?? '') + m[2];
      stack[depth] = path;
      if (!m[3] || !path.startsWith('/api/') || path === OPENAPI_PATH) continue;
      for (const method of m[3].split(', '))
        if (method !== 'HEAD') routes.add(`${method.toLowerCase()} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    }
    expect(routes.size).toBeGreaterThan(100);
    const documented = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`)));
    expect([...routes].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !r.split(' ')[1].startsWith('/api/'))).toEqual([]);
  });

  it('has no reference to a schema it does not define', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.filter((name) => !doc.components?.schemas?.[name])).toEqual([]);
  });
});
