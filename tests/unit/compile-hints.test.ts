import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileHints } from '../../vite.config';

/*
 * The start-up chunk opens with V8's compile hint (vite.config.ts): a launch then finds its
 * functions compiled instead of compiling each on its first call. The hint counts only as the
 * file's first line, and the chunk's source map has to follow it down.
 */

type WriteBundle = (options: { dir: string }, bundle: Record<string, unknown>) => void;

function writtenChunks(dir: string) {
  fs.writeFileSync(path.join(dir, 'startup-a1.js'), 'const m=1;\nexport{m};');
  fs.writeFileSync(path.join(dir, 'startup-a1.js.map'), JSON.stringify({ version: 3, mappings: ';AAAA' }));
  fs.writeFileSync(path.join(dir, 'search-b2.js'), 'export const s=2;');
  return {
    one: { type: 'chunk', name: 'startup', fileName: 'startup-a1.js' },
    two: { type: 'chunk', name: 'search', fileName: 'search-b2.js' },
    css: { type: 'asset', name: 'startup', fileName: 'startup.css' },
  };
}

describe('the start-up chunk is compiled as it loads', () => {
  it('opens the marked chunk with the hint and moves its source map down a line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    const writeBundle = compileHints((name) => name === 'startup').writeBundle as unknown as WriteBundle;
    writeBundle({ dir }, writtenChunks(dir));
    const code = fs.readFileSync(path.join(dir, 'startup-a1.js'), 'utf8');
    expect(code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(code.split('\n').slice(1).join('\n')).toBe('const m=1;\nexport{m};');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'startup-a1.js.map'), 'utf8')).mappings).toBe(';;AAAA');
    fs.rmSync(dir, { recursive: true });
  });

  it('leaves every other chunk as the bundler wrote it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    const writeBundle = compileHints((name) => name === 'startup').writeBundle as unknown as WriteBundle;
    writeBundle({ dir }, writtenChunks(dir));
    expect(fs.readFileSync(path.join(dir, 'search-b2.js'), 'utf8')).toBe('export const s=2;');
    fs.rmSync(dir, { recursive: true });
  });
});
