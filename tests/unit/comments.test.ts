import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Comments say why, once (src/README.md §3.8): a figure measured once (kilobytes, a Lighthouse
 * score) or the number of the issue that asked for the code goes stale the day it is written, so
 * it belongs in a benchmark, the README or the commit message, never in the code.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** The comment lines of the code (`//`, and `/*` blocks' lines), with where they stand. */
function commentLines(): Array<{ where: string; text: string }> {
  return ['src', 'sw'].flatMap(sourceFiles).flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .map((line, i) => ({ where: `${file}:${i + 1}`, text: line }))
      .filter(({ text }) => /^\s*(\/\/|\/\*|\*)/.test(text) || /\s\/\/\s/.test(text)),
  );
}

const staleIn = (pattern: RegExp) =>
  commentLines()
    .filter(({ text }) => pattern.test(text))
    .map(({ where, text }) => `${where}: ${text.trim()}`);

describe('comments say why, once', () => {
  it('no comment names the issue that asked for the code', () => {
    expect(staleIn(/\bissues? \d+\b/i)).toEqual([]);
  });

  it('no comment carries a measured size or score', () => {
    expect(staleIn(/\b\d+(\.\d+)? ?kB\b|\bLighthouse (score )?\d+/)).toEqual([]);
  });
});
