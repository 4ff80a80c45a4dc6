/*
 * One page's pixels and text: a canvas, the pdf.js text layer over it (so text can be selected),
 * and the find marks. Created when the page comes near the viewport, destroyed when it goes far
 * away. A zoom re-renders into a fresh canvas and swaps it in only when done, so the old pixels
 * (stretched by CSS) stay on screen meanwhile instead of a white flash.
 */
import type { PDFPageProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import { normaliseRects, rectStyle } from './geometry';
import type { MatchSegment } from './find';
import { outputScale } from './zoom';
import { nextTask } from '../../lib/next-task';

export type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>>;
type PdfJs = typeof import('pdfjs-dist');

/** Canvas pixel budget per page: about 3 phone screens at 3x, well under mobile Safari's limit. */
const MAX_CANVAS_PIXELS = 8 * 1024 * 1024;

/** Text-layer spans a frame lays out: a few milliseconds of a phone's main thread. */
export const TEXT_SPANS_PER_FRAME = 60;

/**
 * The main-thread time pdf.js's text layer may spend on one slice of a page's text. Small enough
 * that a slice stays a short task on a phone several times slower than the machine that times it
 * (a lab's throttled audit multiplies what it measures).
 */
export const TEXT_SLICE_BUDGET_MS = 6;
/** The first slice's size, before any slice has been timed. */
export const TEXT_FIRST_SLICE = 10;
const TEXT_SLICE_MAX = 400;

/**
 * The page's text as a stream of slices, each read in a task of its own. Given the whole text,
 * pdf.js's text layer builds a span for every item and measures it on a canvas in one task (on
 * a phone a long one for a page of a few hundred items, as the handbook's second page is); it reads
 * a stream a chunk per read, and waiting for a new task before each slice after the first ends it.
 * A slice's size follows what the last one cost per item, so a slower phone gets smaller slices
 * rather than longer tasks: pdf.js asks for the next slice as soon as it has built the last, so the
 * time between handing one over and the next ask is what building it took.
 */
export function textInSlices(
  text: TextContent,
  budgetMs = TEXT_SLICE_BUDGET_MS,
  now: () => number = () => performance.now(),
): ReadableStream<TextContent> {
  let next = 0;
  let size = TEXT_FIRST_SLICE;
  let handed = 0;
  let handedAt = 0;
  return new ReadableStream<TextContent>(
    {
      async pull(controller) {
        if (next > 0) {
          const perItem = Math.max(now() - handedAt, 0.001) / Math.max(handed, 1);
          size = Math.min(Math.max(Math.floor(budgetMs / perItem), 1), TEXT_SLICE_MAX);
          await nextTask();
        }
        const items = text.items.slice(next, next + size);
        controller.enqueue({ ...text, items });
        next += items.length;
        handed = items.length;
        handedAt = now();
        if (next >= text.items.length) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Find marks to draw on a page: each match's segments, and whether it is the current one. */
export interface PageMarks {
  segments: MatchSegment[];
  current: boolean;
}

export class PageRenderer {
  renderedScale = 0;
  private canvas: HTMLCanvasElement | null = null;
  private task: RenderTask | null = null;
  private textLayer: TextLayer | null = null;
  private textDiv: HTMLDivElement | null = null;
  /** Scale the text layer was laid out at (set even when it failed, so the queue moves on). */
  textScale = 0;
  private marksDiv: HTMLDivElement | null = null;
  private destroyed = false;

  constructor(
    private host: HTMLElement,
    readonly pageNumber: number,
  ) {}

  /** Draws the page at `scale` (CSS px per PDF point); resolves when the canvas is on screen. */
  async renderCanvas(page: PDFPageProxy, scale: number): Promise<boolean> {
    this.task?.cancel();
    const viewport = page.getViewport({ scale });
    const ratio = outputScale(viewport.width, viewport.height, window.devicePixelRatio, MAX_CANVAS_PIXELS);
    const canvas = document.createElement('canvas');
    canvas.className = 'pdfr-canvas';
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.setAttribute('aria-hidden', 'true');
    const task = page.render({
      canvas,
      viewport,
      transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined,
    });
    this.task = task;
    try {
      await task.promise;
    } catch {
      releaseCanvas(canvas);
      return false; // cancelled by a newer render or by destroy()
    } finally {
      if (this.task === task) this.task = null;
    }
    if (this.destroyed) {
      releaseCanvas(canvas);
      return false;
    }
    const old = this.canvas;
    this.host.prepend(canvas);
    if (old) {
      old.remove();
      releaseCanvas(old);
    }
    this.canvas = canvas;
    this.renderedScale = scale;
    return true;
  }

  /** Builds (or re-lays out, after a zoom) the selectable text layer. */
  async renderText(pdfjs: PdfJs, page: PDFPageProxy, scale: number, text: TextContent): Promise<void> {
    if (this.destroyed || this.textScale === scale) return;
    const viewport = page.getViewport({ scale });
    if (this.textLayer && this.textDiv) {
      this.textLayer.update({ viewport });
      this.textScale = scale;
      return;
    }
    const div = document.createElement('div');
    div.className = 'textLayer';
    const layer = new pdfjs.TextLayer({ textContentSource: textInSlices(text), container: div, viewport });
    this.textLayer = layer;
    try {
      await layer.render();
    } catch {
      this.textScale = scale;
      return;
    }
    if (this.destroyed) return;
    // A page's text is hundreds of spans, and the frame that first lays them out shapes every one:
    // on a phone, a single task of a hundred milliseconds and more, just after the page appears.
    // They go in a slice per frame instead, each frame laying out only its own.
    const spans = Array.from(div.childNodes);
    div.replaceChildren();
    this.host.append(div);
    for (let i = 0; i < spans.length; i += TEXT_SPANS_PER_FRAME) {
      await nextFrame();
      if (this.destroyed) {
        div.remove();
        return;
      }
      div.append(...spans.slice(i, i + TEXT_SPANS_PER_FRAME));
    }
    // pdf.js's trick for smooth mouse selection: a block that stretches over the page while selecting.
    const end = document.createElement('div');
    end.className = 'endOfContent';
    div.append(end);
    this.textDiv = div;
    this.textScale = scale;
  }

  get hasText(): boolean {
    return this.textDiv !== null;
  }

  /** Draws find marks from text-layer spans; rects are stored normalised so they survive zoom. */
  paintMarks(marks: PageMarks[]): HTMLElement | null {
    this.marksDiv?.remove();
    this.marksDiv = null;
    if (!marks.length || !this.textLayer || !this.textDiv) return null;
    const spans = this.textLayer.textDivs;
    const box = this.host.getBoundingClientRect();
    const div = document.createElement('div');
    div.className = 'pdfr-marks';
    div.setAttribute('aria-hidden', 'true');
    let current: HTMLElement | null = null;
    for (const m of marks) {
      const clientRects: DOMRect[] = [];
      for (const seg of m.segments) {
        const node = spans[seg.item]?.firstChild;
        if (!node || node.nodeType !== Node.TEXT_NODE) continue;
        const range = document.createRange();
        const len = (node.textContent ?? '').length;
        range.setStart(node, Math.min(seg.from, len));
        range.setEnd(node, Math.min(seg.to, len));
        clientRects.push(...range.getClientRects());
      }
      for (const r of normaliseRects(clientRects, box)) {
        const mark = document.createElement('div');
        mark.className = m.current ? 'pdfr-mark pdfr-mark-current' : 'pdfr-mark';
        Object.assign(mark.style, rectStyle(r));
        div.append(mark);
        if (m.current && !current) current = mark;
      }
    }
    // Under the text layer so marks never get in the way of selecting.
    (this.textDiv ?? null)?.before(div);
    this.marksDiv = div;
    return current;
  }

  /** Frees the canvas memory and the text layer; the placeholder box stays. */
  destroy(): void {
    this.destroyed = true;
    this.task?.cancel();
    this.task = null;
    this.textLayer?.cancel();
    this.textLayer = null;
    this.textDiv?.remove();
    this.textDiv = null;
    this.marksDiv?.remove();
    this.marksDiv = null;
    if (this.canvas) {
      this.canvas.remove();
      releaseCanvas(this.canvas);
      this.canvas = null;
    }
  }
}

/** Zero-sizing a canvas frees its backing store at once (iOS otherwise keeps it until GC). */
function releaseCanvas(c: HTMLCanvasElement): void {
  c.width = 0;
  c.height = 0;
}
