import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imageBombPdf } from '../../../tests/fixtures/content/pdf-samples';
import { fullNisoSts } from '../../../tests/fixtures/content/sts-samples';
import { ReaderPool } from './reader-pool';

/*
 * A long delivery must not grow the import's memory file after file: a reader is replaced
 * by a fresh one after a number of files, and no file's reading is lost to the replacement.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bearing-reader-pool-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const stsFiles = (prefix: string) =>
  Array.from({ length: 5 }, (_, i) => {
    const file = path.join(dir, `${prefix}-${i}.xml`);
    fs.writeFileSync(file, fullNisoSts({ dated: `CMB 77${i}-2:2024`, undated: `CMB 77${i}-2` }));
    return file;
  });

describe('a reader is replaced once it holds more memory than its mark', () => {
  it('a mark every file passes: a fresh reader for each of three files, each file read', async () => {
    const files = stsFiles('mark').slice(0, 3);
    const pool = new ReaderPool({ threads: 1, recycleAboveMb: 0 });
    try {
      for (const [i, file] of files.entries()) {
        const r = await pool.read({ kind: 'sts', file, root: dir, images: [] });
        expect(r.kind === 'sts' ? r.sts.metadata.dated : null).toBe(`CMB 77${i}-2:2024`);
      }
      expect(pool.readersStarted).toBe(3);
    } finally {
      await pool.close();
    }
  }, 120_000);
});

describe('a reader is replaced after a number of files, every file still read', () => {
  it('five files on one reader replaced after every two: three readers, five readings in order', async () => {
    const files = stsFiles('count');
    const pool = new ReaderPool({ threads: 1, recycleAfter: 2 });
    try {
      const readings = [];
      for (const file of files) readings.push(await pool.read({ kind: 'sts', file, root: dir, images: [] }));
      expect(readings.map((r) => (r.kind === 'sts' ? r.sts.metadata.dated : null))).toEqual(
        files.map((_, i) => `CMB 77${i}-2:2024`),
      );
      expect(pool.readersStarted).toBe(3);
    } finally {
      await pool.close();
    }
  }, 120_000);
});

describe('a reader is bounded by its whole memory, not its heap alone', () => {
  it('a PDF whose image decodes to a gigabyte is refused for memory; the next file is read', async () => {
    const bomb = path.join(dir, 'image-bomb.pdf');
    fs.writeFileSync(bomb, await imageBombPdf(16_384));
    const [next] = stsFiles('after-bomb');
    const pool = new ReaderPool({ threads: 1, memoryMb: 800 });
    try {
      await expect(pool.read({ kind: 'pdf', file: bomb, text: true, positions: true, ocr: null })).rejects.toThrow(
        /needs more memory to read than a reader may use \(800 MB\)/,
      );
      const r = await pool.read({ kind: 'sts', file: next, root: dir, images: [] });
      expect(r.kind === 'sts' ? r.sts.metadata.dated : null).toBe('CMB 770-2:2024');
      expect(pool.readersStarted).toBe(2);
    } finally {
      await pool.close();
    }
  }, 120_000);
});

describe('closing the pool keeps its process running until the readers are gone', () => {
  it('a process that reads a file, closes its pool and goes on does go on', () => {
    const [file] = stsFiles('close');
    const script = path.join(dir, 'close-and-go-on.mts');
    fs.writeFileSync(
      script,
      `import { ReaderPool } from ${JSON.stringify(path.resolve(import.meta.dirname, 'reader-pool.ts'))};
const pool = new ReaderPool({ threads: 1 });
await pool.read({ kind: 'sts', file: ${JSON.stringify(file)}, root: ${JSON.stringify(dir)}, images: [] });
await pool.close();
console.log('went on after close');`,
    );
    const out = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', timeout: 60_000 });
    expect(out).toContain('went on after close');
  }, 90_000);
});
