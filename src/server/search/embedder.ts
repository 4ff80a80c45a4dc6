import { DIMENSIONS, WORD_VECTOR_MODEL, loadWordVectors } from './word-vectors';
import { STOPWORDS, tokenize } from './text';
import type { SearchConfig } from './types';

/** What a document contributes to its embedding. */
export interface EmbeddingFields {
  title: string;
  keywords: string;
  body: string;
}

/** Turns documents and queries into unit vectors of one model. */
export interface Embedder {
  /** Stored beside each vector, so a model change is detected and vectors are recomputed. */
  model: string;
  dimensions: number;
  embedDocuments(docs: EmbeddingFields[]): Promise<Float32Array[]>;
  /** `extra`: words the query expansion added, each counting `weight` times a typed word. */
  embedQuery(text: string, extra?: WeightedWord[]): Promise<Float32Array>;
  /** Cosine of two words, when the model has vectors for both (the local model only). */
  similarity?(a: string, b: string): number | null;
}

/** A word added to a query, and how much it counts beside a typed word (1). */
export interface WeightedWord {
  word: string;
  weight: number;
}

const BODY_TOKENS = 600;

/*
 * Smooth inverse frequency weighting (Arora et al. 2017): a word's weight is a / (a + p(w)).
 * p(w) comes from the model's frequency rank through Zipf's law, so frequent words ("test",
 * "standard") count little and rare, specific ones ("antifouling", "barnacle") a lot.
 */
const SIF_A = 1e-4;
const ZIPF_NORM = Math.log(341_479) + 0.5772;
const sifWeight = (rank: number) => SIF_A / (SIF_A + 1 / ((rank + 1) * ZIPF_NORM));

/** The local model: SIF-weighted mean of word vectors. */
export class WordVectorEmbedder implements Embedder {
  // The suffix names how fields are combined: a change makes the next rebuild recompute vectors.
  model = `${WORD_VECTOR_MODEL}+fields`;
  dimensions = DIMENSIONS;

  private accumulate(out: Float64Array, text: string, fieldWeight: number, maxTokens = Infinity): void {
    const wv = loadWordVectors();
    let n = 0;
    for (const token of tokenize(text)) {
      if (n++ >= maxTokens) break;
      if (STOPWORDS.has(token) || /^\d/.test(token)) continue;
      const row = wv.index.get(token);
      if (row === undefined) continue;
      const w = fieldWeight * sifWeight(row);
      const base = row * DIMENSIONS;
      for (let d = 0; d < DIMENSIONS; d++) out[d] += w * wv.vectors[base + d];
    }
  }

  similarity(a: string, b: string): number | null {
    const wv = loadWordVectors();
    const ra = wv.index.get(a);
    const rb = wv.index.get(b);
    if (ra === undefined || rb === undefined) return null;
    let s = 0;
    for (let d = 0; d < DIMENSIONS; d++) s += wv.vectors[ra * DIMENSIONS + d] * wv.vectors[rb * DIMENSIONS + d];
    return s;
  }

  private finish(acc: Float64Array): Float32Array {
    let norm = 0;
    for (let d = 0; d < DIMENSIONS; d++) norm += acc[d] * acc[d];
    norm = Math.sqrt(norm);
    const out = new Float32Array(DIMENSIONS);
    if (norm > 0) for (let d = 0; d < DIMENSIONS; d++) out[d] = acc[d] / norm;
    return out;
  }

  /*
   * Each field is averaged to a unit vector before the fields are weighted: summed word by word,
   * six hundred body words outweighed a six-word title, so every document of a trade pointed the
   * same way and the vector could not tell blistering from adhesion within coatings.
   */
  embedDocumentSync(doc: EmbeddingFields): Float32Array {
    const acc = new Float64Array(DIMENSIONS);
    const field = (text: string, weight: number, max?: number) => {
      const f = new Float64Array(DIMENSIONS);
      this.accumulate(f, text, 1, max);
      const unit = this.finish(f);
      for (let d = 0; d < DIMENSIONS; d++) acc[d] += weight * unit[d];
    };
    field(doc.title, 3);
    field(doc.keywords, 2);
    field(doc.body, 1, BODY_TOKENS);
    return this.finish(acc);
  }

  async embedDocuments(docs: EmbeddingFields[]): Promise<Float32Array[]> {
    return docs.map((d) => this.embedDocumentSync(d));
  }

  async embedQuery(text: string, extra: WeightedWord[] = []): Promise<Float32Array> {
    const acc = new Float64Array(DIMENSIONS);
    this.accumulate(acc, text, 1);
    for (const e of extra) this.accumulate(acc, e.word, e.weight);
    return this.finish(acc);
  }
}

/** An OpenAI-compatible `/v1/embeddings` endpoint (config.embeddingUrl) replacing the local model. */
export class HttpEmbedder implements Embedder {
  dimensions = 0;
  constructor(
    private url: string,
    public model: string,
    private apiKey: string | null,
  ) {}

  private async call(input: string[]): Promise<Float32Array[]> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}) },
      body: JSON.stringify({ model: this.model, input }),
    });
    if (!res.ok) throw new Error(`embedding endpoint answered ${res.status}`);
    const body = (await res.json()) as { data: { index: number; embedding: number[] }[] };
    const out = body.data
      .sort((a, b) => a.index - b.index)
      .map((d) => {
        const v = Float32Array.from(d.embedding);
        let n = 0;
        for (const x of v) n += x * x;
        n = Math.sqrt(n) || 1;
        for (let i = 0; i < v.length; i++) v[i] /= n;
        return v;
      });
    if (out.length) this.dimensions = out[0].length;
    return out;
  }

  async embedDocuments(docs: EmbeddingFields[]): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < docs.length; i += 64) {
      const chunk = docs.slice(i, i + 64).map((d) => `${d.title}\n${d.keywords}\n${d.body}`.slice(0, 4000));
      out.push(...(await this.call(chunk)));
    }
    return out;
  }

  async embedQuery(text: string, extra: WeightedWord[] = []): Promise<Float32Array> {
    // A served model reads text, not weights: the added words go after the typed ones.
    return (await this.call([extra.length ? `${text} (${extra.map((e) => e.word).join(', ')})` : text]))[0];
  }
}

/** The configured embedder: the HTTP endpoint when set, otherwise the local word vectors. */
export function createEmbedder(config: SearchConfig): Embedder {
  if (config.embeddingUrl)
    return new HttpEmbedder(
      config.embeddingUrl,
      config.embeddingModel ?? 'text-embedding-3-small',
      config.embeddingApiKey ?? null,
    );
  return new WordVectorEmbedder();
}
