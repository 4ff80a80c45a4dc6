import { describe, expect, it } from 'vitest';
import { groupIntoChunks, type HtmlBlock } from './html-sections';

const h2 = (id: string): HtmlBlock => ({ html: `<h2 id="${id}">${id}</h2>`, startsSection: true, ids: [id] });
const p = (n: number, ids: string[] = []): HtmlBlock => ({ html: `<p>${'x'.repeat(n)}</p>`, startsSection: false, ids });

describe('large HTML is mounted by sections, each chunk starting at a section heading', () => {
  it('cuts only at a heading, once the chunk is long enough', () => {
    const { chunks } = groupIntoChunks([h2('a'), p(30), h2('b'), p(30), h2('c'), p(5)], 40);
    expect(chunks).toHaveLength(3);
    expect(chunks[0]).toMatch(/^<h2 id="a">/);
    expect(chunks[1]).toMatch(/^<h2 id="b">/);
    expect(chunks[2]).toMatch(/^<h2 id="c">/);
  });
  it('merges short sections into one chunk', () => {
    const { chunks } = groupIntoChunks([h2('a'), p(2), h2('b'), p(2), h2('c'), p(2)], 1000);
    expect(chunks).toHaveLength(1);
  });
  it('never cuts inside a section, however long', () => {
    const { chunks } = groupIntoChunks([h2('a'), p(100), p(100), p(100)], 50);
    expect(chunks).toHaveLength(1);
  });
  it('keeps every block, in order', () => {
    const blocks = [p(10), h2('a'), p(60), h2('b'), p(60)];
    expect(groupIntoChunks(blocks, 50).chunks.join('')).toBe(blocks.map((b) => b.html).join(''));
  });
  it('an empty body is one empty chunk', () => {
    expect(groupIntoChunks([]).chunks).toEqual(['']);
  });
});

describe('a section link finds the chunk that holds its target', () => {
  it('maps heading ids and ids nested in a section to their chunk', () => {
    const { chunkOf } = groupIntoChunks([h2('a'), p(60, ['fig-1']), h2('b'), p(60, ['tbl-2']), h2('c')], 50);
    expect(chunkOf).toEqual({ a: 0, 'fig-1': 0, b: 1, 'tbl-2': 1, c: 2 });
  });
});
