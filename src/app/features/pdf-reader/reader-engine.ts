/*
 * The imperative half of the reader: owns the pdf.js document, one PageRenderer per page near the
 * viewport, and a render queue that draws one page at a time, most urgent first. React owns the
 * layout (placeholder boxes, zoom, toolbar) and tells the engine what to show through sync().
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { PageRenderer, type PageMarks, type TextContent } from './page-renderer';
import type { FindMatch, PageTextItem } from './find';
import type { RenderPlan } from './virtual-window';

type PdfJs = typeof import('pdfjs-dist');

/** Page size in PDF points at scale 1. */
export interface PageSize {
  width: number;
  height: number;
}

export interface EngineEvents {
  /** A page's canvas went on screen (the first call is the reader's "first page painted"). */
  onPagePainted?: (page: number) => void;
}

export class ReaderEngine {
  private pages = new Map<number, Promise<PDFPageProxy>>();
  /** Full text content (with geometry) only for pages near the viewport; dropped with the canvas. */
  private texts = new Map<number, Promise<TextContent>>();
  /** The compact form find needs (strings only), kept for every page once searched. */
  private items = new Map<number, Promise<PageTextItem[]>>();
  private renderers = new Map<number, PageRenderer>();
  private hosts = new Map<number, HTMLElement>();
  private plan: RenderPlan = { render: [], keepFirst: 1, keepLast: 0 };
  private scale = 0;
  private pumping = false;
  private disposed = false;
  private marks = new Map<number, PageMarks[]>();

  constructor(
    readonly doc: PDFDocumentProxy,
    private pdfjs: PdfJs,
    private events: EngineEvents = {},
  ) {}

  get numPages(): number {
    return this.doc.numPages;
  }

  page(n: number): Promise<PDFPageProxy> {
    let p = this.pages.get(n);
    if (!p) {
      p = this.doc.getPage(n);
      this.pages.set(n, p);
    }
    return p;
  }

  /** Page n's text items (cached; shared by the text layer and find). */
  text(n: number): Promise<TextContent> {
    let t = this.texts.get(n);
    if (!t) {
      t = this.page(n).then((p) => p.getTextContent());
      this.texts.set(n, t);
    }
    return t;
  }

  /** The items find searches: exactly the ones the text layer turns into spans, in order. */
  textItems(n: number): Promise<PageTextItem[]> {
    let p = this.items.get(n);
    if (!p) {
      const cached = this.texts.get(n);
      p = (cached ?? this.page(n).then((pg) => pg.getTextContent())).then((t) =>
        t.items.flatMap((i) => ('str' in i ? [{ str: i.str, hasEOL: i.hasEOL }] : [])),
      );
      this.items.set(n, p);
    }
    return p;
  }

  /**
   * Every page's size at scale 1, `batch` pages at a time so the first paint is not held up. Each
   * page asked for is a message to the worker, sent from the main thread: a small batch keeps each
   * step a short task on a phone.
   */
  async pageSizes(onBatch: (sizes: Map<number, PageSize>) => void, batch = 8): Promise<void> {
    for (let start = 1; start <= this.numPages && !this.disposed; start += batch) {
      const nums = Array.from({ length: Math.min(batch, this.numPages - start + 1) }, (_, i) => start + i);
      const pages = await Promise.all(nums.map((n) => this.page(n)));
      const out = new Map<number, PageSize>();
      for (const p of pages) {
        const v = p.getViewport({ scale: 1 });
        out.set(p.pageNumber, { width: v.width, height: v.height });
      }
      if (!this.disposed) onBatch(out);
    }
  }

  /** React registers each placeholder's canvas host as it mounts. */
  setHost(n: number, el: HTMLElement | null): void {
    if (el) this.hosts.set(n, el);
    else {
      this.hosts.delete(n);
      this.drop(n);
    }
  }

  /** Applies a render plan at a scale: far pages are destroyed, near ones queued. */
  sync(plan: RenderPlan, scale: number): void {
    this.plan = plan;
    this.scale = scale;
    for (const n of [...this.renderers.keys()]) if (n < plan.keepFirst || n > plan.keepLast) this.drop(n);
    void this.pump();
  }

  /** Number of pages holding a canvas (the benchmark and tests read it through the DOM too). */
  get liveCanvases(): number {
    return this.renderers.size;
  }

  /** Find marks per page; pages with a text layer repaint now, others when they render. Returns the current mark element if on screen. */
  setMatches(matches: FindMatch[], current: number): HTMLElement | null {
    this.marks.clear();
    matches.forEach((m, i) => {
      const list = this.marks.get(m.page) ?? [];
      list.push({ segments: m.segments, current: i === current });
      this.marks.set(m.page, list);
    });
    let currentEl: HTMLElement | null = null;
    for (const [n, r] of this.renderers) {
      const el = r.paintMarks(this.marks.get(n) ?? []);
      if (el) currentEl = el;
    }
    return currentEl;
  }

  private drop(n: number): void {
    const r = this.renderers.get(n);
    if (!r) return;
    r.destroy();
    this.renderers.delete(n);
    this.texts.delete(n);
    // pdf.js keeps a rendered page's operator list and images until cleanup(); without this the
    // heap grows with every page ever shown.
    void this.pages.get(n)?.then(
      (p) => p.cleanup(),
      () => {},
    );
  }

  /** Renders one page at a time: pdf.js's worker is single-threaded, so parallel renders only compete. */
  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      for (;;) {
        if (this.disposed) return;
        const scale = this.scale;
        const next =
          this.plan.render.find((n) => this.hosts.has(n) && this.renderers.get(n)?.renderedScale !== scale) ??
          this.plan.render.find(
            (n) => this.hosts.has(n) && this.renderers.get(n) !== undefined && this.renderers.get(n)!.textScale !== scale,
          );
        if (next === undefined) return;
        await this.renderPage(next, scale);
      }
    } finally {
      this.pumping = false;
    }
  }

  private async renderPage(n: number, scale: number): Promise<void> {
    const host = this.hosts.get(n)!;
    let r = this.renderers.get(n);
    if (!r) {
      r = new PageRenderer(host, n);
      this.renderers.set(n, r);
    }
    const page = await this.page(n);
    if (this.renderers.get(n) !== r) return;
    if (r.renderedScale !== scale) {
      const ok = await r.renderCanvas(page, scale);
      if (!ok || this.renderers.get(n) !== r) return;
      this.events.onPagePainted?.(n);
      // Let the page paint before building its text layer.
      await new Promise((res) => requestAnimationFrame(() => res(null)));
    }
    if (this.renderers.get(n) !== r || this.scale !== scale) return;
    await r.renderText(this.pdfjs, page, scale, await this.text(n));
    if (this.renderers.get(n) === r && this.marks.has(n)) r.paintMarks(this.marks.get(n)!);
  }

  /** Scrolls nothing; resolves once page n has its text layer (used to reveal a find match). */
  async whenText(n: number, timeoutMs = 5000): Promise<boolean> {
    const t0 = performance.now();
    while (performance.now() - t0 < timeoutMs && !this.disposed) {
      if (this.renderers.get(n)?.hasText) return true;
      await new Promise((res) => setTimeout(res, 50));
    }
    return false;
  }

  dispose(): void {
    this.disposed = true;
    for (const n of [...this.renderers.keys()]) this.drop(n);
    void this.doc.destroy();
  }
}
