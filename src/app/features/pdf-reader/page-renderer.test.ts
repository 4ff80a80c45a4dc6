import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageRenderer, TEXT_FIRST_SLICE, TEXT_SPANS_PER_FRAME, textInSlices } from './page-renderer';

/*
 * The text layer's arrival (page-renderer.ts) against a small stand-in for the DOM and pdf.js's
 * TextLayer: how many spans each frame gets, and what a page dropped meanwhile leaves behind.
 * The journeys select and find text in the real reader.
 */

class FakeNode {
  className = '';
  parent: FakeNode | null = null;
  childNodes: FakeNode[] = [];
  constructor(readonly tag: string) {}
  append(...nodes: FakeNode[]) {
    for (const n of nodes) {
      n.parent?.childNodes.splice(n.parent.childNodes.indexOf(n), 1);
      n.parent = this;
      this.childNodes.push(n);
    }
  }
  replaceChildren() {
    for (const n of this.childNodes) n.parent = null;
    this.childNodes = [];
  }
  remove() {
    this.parent?.childNodes.splice(this.parent.childNodes.indexOf(this), 1);
    this.parent = null;
  }
}

let frames: (() => void)[];
/** Spans in the page's text layer after each frame. */
async function runFrames(): Promise<number[]> {
  const counts: number[] = [];
  for (let i = 0; i < 100 && frames.length; i++) {
    frames.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    counts.push(textSpans());
  }
  return counts;
}

let host: FakeNode;
const textSpans = () =>
  host.childNodes.find((n) => n.className === 'textLayer')?.childNodes.filter((n) => n.tag === 'span').length ?? 0;

/** pdf.js's TextLayer as the renderer uses it: render() fills the container with one span per text item. */
function fakePdfJs(items: number) {
  class TextLayer {
    textDivs: FakeNode[] = [];
    constructor(private opts: { container: FakeNode }) {}
    async render() {
      for (let i = 0; i < items; i++) {
        const span = new FakeNode('span');
        this.textDivs.push(span);
        this.opts.container.append(span);
      }
    }
    cancel() {}
    update() {}
  }
  return { TextLayer } as unknown as typeof import('pdfjs-dist');
}
const page = { getViewport: () => ({ width: 600, height: 800 }) } as unknown as import('pdfjs-dist').PDFPageProxy;
const text = { items: [], styles: {} } as unknown as Parameters<PageRenderer['renderText']>[3];

beforeEach(() => {
  frames = [];
  host = new FakeNode('div');
  vi.stubGlobal('document', { createElement: (tag: string) => new FakeNode(tag) });
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => frames.push(fn));
});
afterEach(() => vi.unstubAllGlobals());

describe("a page's text layer arrives a slice per frame, not in one frame", () => {
  it('gives each frame at most a slice of the spans, and says the layer is there only when whole', async () => {
    const r = new PageRenderer(host as unknown as HTMLElement, 1);
    const done = r.renderText(fakePdfJs(500), page, 1, text);
    await new Promise((res) => setTimeout(res, 0));
    expect(r.hasText).toBe(false);
    const counts = await runFrames();
    await done;
    expect(counts.at(-1)).toBe(500);
    const perFrame = counts.map((c, i) => c - (counts[i - 1] ?? 0));
    expect(Math.max(...perFrame)).toBeLessThanOrEqual(TEXT_SPANS_PER_FRAME);
    expect(perFrame.length).toBeGreaterThanOrEqual(Math.ceil(500 / TEXT_SPANS_PER_FRAME));
    expect(r.hasText).toBe(true);
    expect(r.textScale).toBe(1);
  });

  it('leaves no partial layer behind when the page is dropped meanwhile', async () => {
    const r = new PageRenderer(host as unknown as HTMLElement, 1);
    const done = r.renderText(fakePdfJs(500), page, 1, text);
    await new Promise((res) => setTimeout(res, 0));
    frames.shift()!();
    await new Promise((res) => setTimeout(res, 0));
    expect(textSpans()).toBe(TEXT_SPANS_PER_FRAME);
    r.destroy();
    await runFrames();
    await done;
    expect(host.childNodes).toHaveLength(0);
    expect(r.hasText).toBe(false);
  });
});

describe("pdf.js's text layer builds a page's text a slice per task", () => {
  const page232 = {
    items: Array.from({ length: 232 }, (_, i) => ({ str: `item ${i}` })),
    styles: { f1: { fontFamily: 'serif' } },
    lang: 'en',
  } as unknown as Parameters<typeof textInSlices>[0];

  /** Reads the whole stream as pdf.js does, the clock moving `msPerItem` for each item it builds. */
  async function readAll(msPerItem: number, budgetMs = 6) {
    let clock = 0;
    const reader = textInSlices(page232, budgetMs, () => clock).getReader();
    const slices: { items: { str: string }[]; styles: object; lang: string | null }[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      slices.push(r.value as (typeof slices)[number]);
      clock += r.value.items.length * msPerItem;
    }
    return slices;
  }

  it('hands over every item once, in order, with the page styles and language in every slice', async () => {
    const slices = await readAll(0.5);
    expect(slices.flatMap((c) => c.items.map((i) => i.str))).toEqual(page232.items.map((i) => (i as { str: string }).str));
    // Each slice carries the page's styles and language, which pdf.js reads from every chunk.
    expect(slices.every((c) => c.styles === page232.styles && c.lang === 'en')).toBe(true);
  });

  it('sizes each slice after the first to the time budget, from what the last one cost', async () => {
    const slices = await readAll(0.5, 6);
    expect(slices[0].items).toHaveLength(TEXT_FIRST_SLICE);
    // 0.5 ms an item: 12 items fill 6 ms.
    expect(slices.slice(1, -1).every((c) => c.items.length === 12)).toBe(true);
  });

  it('gives a slower phone smaller slices, not longer tasks', async () => {
    const fast = await readAll(0.1);
    const slow = await readAll(2);
    expect(Math.max(...slow.slice(1).map((c) => c.items.length))).toBe(3);
    expect(Math.max(...fast.slice(1).map((c) => c.items.length))).toBe(60);
    expect(slow.length).toBeGreaterThan(fast.length);
  });

  it('reads each slice after the first in a task of its own', async () => {
    const reader = textInSlices(page232).getReader();
    const order: string[] = [];
    await reader.read();
    order.push('slice 1');
    // A task queued now runs before the next slice can be read, were it read in this task it would not.
    setTimeout(() => order.push('other task'), 0);
    await reader.read();
    order.push('slice 2');
    expect(order).toEqual(['slice 1', 'other task', 'slice 2']);
  });

  it('gives an empty page one empty slice', async () => {
    const reader = textInSlices({ ...page232, items: [] }).getReader();
    const first = await reader.read();
    expect(first.value?.items).toEqual([]);
    expect((await reader.read()).done).toBe(true);
  });
});
