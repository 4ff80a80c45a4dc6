import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fullNisoSts } from '../../../tests/fixtures/content/sts-samples';
import { ReaderPool } from './reader-pool';

/*
 * A long delivery must not grow the import's memory file after file: a reader thread is replaced
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

describe('a reader thread is replaced once it holds more memory than its mark', () => {
  it('a mark every file passes: a fresh thread for each of three files, each file read', async () => {
    const files = stsFiles('mark').slice(0, 3);
    const pool = new ReaderPool({ threads: 1, recycleAboveMb: 0 });
    try {
      for (const [i, file] of files.entries()) {
        const r = await pool.read({ kind: 'sts', file, root: dir, images: [] });
        expect(r.kind === 'sts' ? r.sts.metadata.dated : null).toBe(`CMB 77${i}-2:2024`);
      }
      expect(pool.threadsStarted).toBe(3);
    } finally {
      await pool.close();
    }
  }, 120_000);
});

describe('a reader thread is replaced after a number of files, every file still read', () => {
  it('five files on one thread replaced after every two: three threads, five readings in order', async () => {
    const files = stsFiles('count');
    const pool = new ReaderPool({ threads: 1, recycleAfter: 2 });
    try {
      const readings = [];
      for (const file of files) readings.push(await pool.read({ kind: 'sts', file, root: dir, images: [] }));
      expect(readings.map((r) => (r.kind === 'sts' ? r.sts.metadata.dated : null))).toEqual(
        files.map((_, i) => `CMB 77${i}-2:2024`),
      );
      expect(pool.threadsStarted).toBe(3);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
