/*
 * The mobile-first PDF reader: a column of page placeholders sized from the pages' viewports,
 * of which only those near the viewport hold a canvas and a text layer. Data-agnostic: it gets
 * a URL (fetched with the bearer token) or a fetchPdf function (the offline store).
 */
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { FindBar } from './FindBar';
import { PageBox } from './PageBox';
import { ReaderToolbar } from './ReaderToolbar';
import type { FindMatch } from './find';
import type { PageSize } from './reader-engine';
import type { PdfReaderHandle, PdfReaderProps, ReaderHighlight, ReaderSelection } from './types';
import { useFind } from './use-find';
import { useFullscreen } from './use-fullscreen';
import { useNearPages } from './use-near-pages';
import { boxMounted, mountBand, type MountBand } from './mounted-boxes';
import { usePinchZoom, type ZoomFocus } from './use-pinch-zoom';
import { useReaderDocument } from './use-reader-document';
import { PreviewColumn, usePagePreview } from './page-preview';
import { useTextSelection } from './use-text-selection';
import {
  anchorAt,
  anchorToOffset,
  currentPageAt,
  layoutPages,
  openingPlan,
  pagesOnScreen,
  renderPlan,
  shownPart,
  type Anchor,
} from './virtual-window';
import { clampZoom, doubleTapZoom, fitScale, scrollLeftForZoom, stepZoom } from './zoom';
import { prewarmPdf } from '../../lib/pdf';
import './reader.css';

// This chunk loads only when a screen is about to show a PDF: start pdf.js and its worker now,
// while React is still rendering, rather than when the reader's effect runs.
prewarmPdf();

const GAP = 8;
const NO_HIGHLIGHTS: ReaderHighlight[] = [];
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** The PDF reader; see PdfReaderProps and PdfReaderHandle for the contract. */
export function PdfReader(props: PdfReaderProps & { ref?: Ref<PdfReaderHandle> }) {
  const {
    url,
    fetchPdf,
    ranges,
    preview,
    initialPage = 1,
    onPageChange,
    onTextSelected,
    highlights = NO_HIGHLIGHTS,
    onHighlightClick,
    onFirstPage,
    className = '',
    ref,
  } = props;
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  const painted = useRef(false);
  const onFirstPageRef = useRef(onFirstPage);
  onFirstPageRef.current = onFirstPage;
  const onPagePainted = useCallback(() => {
    if (painted.current) return;
    painted.current = true;
    performance.mark('pdf-reader:first-page');
    rootRef.current?.setAttribute('data-first-page', 'painted');
    onFirstPageRef.current?.();
  }, []);
  const { status, engine, firstSize, retry } = useReaderDocument(url, fetchPdf, onPagePainted, ranges);
  // The opening page as an image while pdf.js still waits for its bytes.
  const shown = usePagePreview(url, preview, initialPage);

  const [sizes, setSizes] = useState<PageSize[]>([]);
  const [viewport, setViewport] = useState({ width: 0, height: 0 });
  const [zoom, setZoom] = useState(1);
  const [page, setPage] = useState(initialPage);
  const [findOpen, setFindOpen] = useState(false);
  const fullscreen = useFullscreen(rootRef);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const pageRef = useRef(page);
  pageRef.current = page;

  const numPages = sizes.length;
  const scale = firstSize && viewport.width ? fitScale(viewport.width, firstSize.width, GAP) * zoom : 0;
  const layout = useMemo(
    () =>
      layoutPages(
        sizes.map((s) => s.height * scale),
        GAP,
      ),
    [sizes, scale],
  );
  const pageWidth = (firstSize?.width ?? 0) * scale;
  const columnWidth = Math.max(viewport.width, Math.max(0, ...sizes.map((s) => s.width * scale)) + 2 * GAP);
  const layoutRef = useRef(layout);
  layoutRef.current = layout;

  // A re-layout (zoom, resize, refined page sizes) restores this point instead of jumping.
  const pending = useRef<{ anchor: Anchor; viewY: number; contentX: number; viewX: number; oldPageWidth: number } | null>(null);
  const holdPosition = useCallback((focus?: ZoomFocus) => {
    const s = scrollerRef.current;
    // Before the pages are laid out there is no place to hold: an anchor taken then would name
    // page 1 and, applied at a later re-layout, pull a reader opened at page 4 back to the start.
    if (!s || !layoutRef.current.tops.length) return;
    const f = focus ?? { contentX: s.scrollLeft + s.clientWidth / 2, contentY: s.scrollTop, viewX: s.clientWidth / 2, viewY: 0 };
    pending.current = {
      anchor: anchorAt(layoutRef.current, f.contentY),
      viewY: f.viewY,
      contentX: f.contentX,
      viewX: f.viewX,
      oldPageWidth: pageWidthRef.current,
    };
  }, []);
  const pageWidthRef = useRef(pageWidth);
  pageWidthRef.current = pageWidth;

  useEffect(() => {
    if (!engine || !firstSize) return;
    setSizes(Array.from({ length: engine.numPages }, () => firstSize));
    // Real sizes of the other pages arrive after the first paint; most documents never change.
    const timer = setTimeout(() => {
      void engine.pageSizes((batch) =>
        setSizes((prev) => {
          if ([...batch].every(([n, sz]) => prev[n - 1]?.width === sz.width && prev[n - 1]?.height === sz.height)) return prev;
          holdPosition();
          const next = [...prev];
          for (const [n, sz] of batch) next[n - 1] = sz;
          return next;
        }),
      );
    }, 1000);
    return () => clearTimeout(timer);
  }, [engine, firstSize, holdPosition]);

  useLayoutEffect(() => {
    const s = scrollerRef.current;
    if (!s) return;
    const ro = new ResizeObserver(() => {
      if (s.clientWidth !== viewportRef.current.width) holdPosition();
      setViewport({ width: s.clientWidth, height: s.clientHeight });
    });
    ro.observe(s);
    return () => ro.disconnect();
  }, [holdPosition]);
  const viewportRef = useRef(viewport);
  viewportRef.current = viewport;

  // Render plan: the observer's near set, or the page being read before it has reported; until
  // the reader first touches the document, only the pages on screen (openingPlan says why).
  const engaged = useRef(false);
  const planFor = useCallback(
    (near: Set<number>) => {
      const s = scrollerRef.current;
      const opts = { keep: 3, focus: pageRef.current };
      if (engaged.current || !s) return renderPlan(near, numPages, { ...opts, overscan: 1 });
      const shown = shownPart(s.getBoundingClientRect(), window.innerHeight, s.scrollTop);
      const onScreen = shown ? pagesOnScreen(layoutRef.current, shown.top, shown.height) : [];
      return openingPlan(near, onScreen, numPages, opts);
    },
    [numPages],
  );
  const { observe, near } = useNearPages(scrollerRef, status === 'ready' && numPages > 0, (set) => {
    if (engine && scale) engine.sync(planFor(set), scale);
  });
  useEffect(() => {
    if (engine && scale && numPages) engine.sync(planFor(near.current), scale);
  }, [engine, scale, numPages, near, planFor]);
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !engine) return;
    const engage = () => {
      if (engaged.current) return;
      engaged.current = true;
      if (scale && numPages) engine.sync(planFor(near.current), scale);
    };
    // So does a scroll of the page around the reader (on a phone the reader starts below the
    // document's header): it brings pages into view that the reader's own band does not see move.
    // The reader's own scrolls do not count: opening at a page is one.
    const pageScrolled = (e: Event) => {
      if (e.target !== scrollerRef.current) engage();
    };
    const events = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
    for (const e of events) root.addEventListener(e, engage, { passive: true, capture: true });
    document.addEventListener('scroll', pageScrolled, { passive: true, capture: true });
    return () => {
      for (const e of events) root.removeEventListener(e, engage, { capture: true });
      document.removeEventListener('scroll', pageScrolled, { capture: true });
    };
  }, [engine, scale, numPages, near, planFor]);
  const setHost = useCallback((n: number, el: HTMLElement | null) => engine?.setHost(n, el), [engine]);
  // Null until the first scroll position is known: the boxes around the opening page stand in.
  const [band, setBand] = useState<MountBand | null>(null);
  const pageLabel = useCallback((n: number) => t('reader.pageLabel', { page: n }), [t]);

  const onPageChangeRef = useRef(onPageChange);
  onPageChangeRef.current = onPageChange;
  const frame = useRef(0);
  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const s = scrollerRef.current;
      if (!s) return;
      const n = currentPageAt(layoutRef.current, s.scrollTop, s.clientHeight);
      // Before the pages are laid out there is no band: the boxes around the opening page stay.
      const b = layoutRef.current.tops.length ? mountBand(layoutRef.current, s.scrollTop, s.clientHeight) : null;
      if (b) setBand((old) => (old && old.first === b.first && old.last === b.last ? old : b));
      if (n !== pageRef.current) {
        pageRef.current = n;
        setPage(n);
        onPageChangeRef.current?.(n);
      }
    });
  }, []);

  // Open at the initial page (or one asked for while loading), and restore the anchored point
  // after every re-layout.
  const opened = useRef(false);
  const askedWhileLoading = useRef<number | null>(null);
  useLayoutEffect(() => {
    const s = scrollerRef.current;
    if (!s || !scale || !numPages) return;
    if (!opened.current) {
      opened.current = true;
      // The opening page is the position now; any anchor held while loading is stale.
      pending.current = null;
      const n = Math.min(Math.max(askedWhileLoading.current ?? initialPage, 1), numPages);
      askedWhileLoading.current = null;
      s.scrollTop = n > 1 ? layout.tops[n - 1] - GAP : 0;
      // Setting the position it already has fires no scroll event: the page shown follows it anyway.
      onScroll();
      return;
    }
    const p = pending.current;
    if (!p) return;
    pending.current = null;
    if (contentRef.current) contentRef.current.style.transform = '';
    s.scrollTop = anchorToOffset(layout, p.anchor) - p.viewY;
    s.scrollLeft = scrollLeftForZoom({
      focalX: p.viewX,
      scrollLeft: p.contentX - p.viewX,
      viewportWidth: s.clientWidth,
      oldPageWidth: p.oldPageWidth,
      newPageWidth: pageWidth,
      padding: GAP,
    });
    onScroll();
  }, [layout, scale, numPages, initialPage, pageWidth, onScroll]);

  const goToPage = useCallback((n: number) => {
    const s = scrollerRef.current;
    const l = layoutRef.current;
    // Before the first layout there is nowhere to scroll: open there instead of dropping the
    // page a reader typed on a slow network.
    if (!s || !l.tops.length || !opened.current) {
      askedWhileLoading.current = Math.max(Math.round(n), 1);
      return;
    }
    const target = Math.min(Math.max(Math.round(n), 1), l.tops.length);
    const smooth = Math.abs(target - pageRef.current) <= 3 && !reducedMotion();
    // Long jumps are instant: a smooth scroll past 90 pages would queue renders for all of them.
    s.scrollTo({ top: l.tops[target - 1] - GAP, behavior: smooth ? 'smooth' : 'auto' });
  }, []);

  const applyZoom = useCallback(
    (z: number, focus?: ZoomFocus) => {
      const s = scrollerRef.current;
      if (!s) return;
      const next = clampZoom(z);
      const f = focus ?? {
        contentX: s.scrollLeft + s.clientWidth / 2,
        contentY: s.scrollTop + s.clientHeight / 2,
        viewX: s.clientWidth / 2,
        viewY: s.clientHeight / 2,
      };
      if (Math.abs(next - zoomRef.current) < 1e-3) {
        if (contentRef.current) contentRef.current.style.transform = '';
        return;
      }
      holdPosition(f);
      zoomRef.current = next;
      setZoom(next);
    },
    [holdPosition],
  );

  usePinchZoom(scrollerRef, contentRef, {
    getZoom: useCallback(() => zoomRef.current, []),
    onCommit: applyZoom,
    onDoubleTap: useCallback((f: ZoomFocus) => applyZoom(doubleTapZoom(zoomRef.current), f), [applyZoom]),
  });
  useEffect(() => {
    const s = scrollerRef.current;
    if (!s) return;
    // Ctrl/Cmd + wheel (and trackpad pinch, which Chromium reports the same way) zooms at the pointer.
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const r = s.getBoundingClientRect();
      const v = { viewX: e.clientX - r.left, viewY: e.clientY - r.top };
      applyZoom(zoomRef.current * Math.exp(-e.deltaY / 300), {
        ...v,
        contentX: v.viewX + s.scrollLeft,
        contentY: v.viewY + s.scrollTop,
      });
    };
    s.addEventListener('wheel', onWheel, { passive: false });
    return () => s.removeEventListener('wheel', onWheel);
  }, [applyZoom]);

  // Selections carry their page's size at scale 1 so callers can store them in PDF units.
  const sizesRef = useRef(sizes);
  sizesRef.current = sizes;
  const onSelectedWithSize = useMemo(
    () =>
      onTextSelected &&
      ((sel: ReaderSelection | null) => {
        const size = sel ? sizesRef.current[sel.page - 1] : undefined;
        onTextSelected(sel && size ? { ...sel, pageSize: { width: size.width, height: size.height } } : sel);
      }),
    [onTextSelected],
  );
  useTextSelection(rootRef, onSelectedWithSize);

  const highlightsRef = useRef(highlights);
  highlightsRef.current = highlights;
  const revealHighlight = useCallback((id: string) => {
    const s = scrollerRef.current;
    const h = highlightsRef.current.find((x) => x.id === id);
    const l = layoutRef.current;
    if (!s || !h || l.tops[h.page - 1] === undefined) return false;
    const size = sizesRef.current[h.page - 1];
    const ys = [...h.rects.map((r) => r.y), ...(size ? (h.pdfRects ?? []).map((r) => 1 - (r.y + r.height) / size.height) : [])];
    const y = l.tops[h.page - 1] + Math.min(1, Math.max(0, ys.length ? Math.min(...ys) : 0)) * l.heights[h.page - 1];
    s.scrollTo({ top: Math.max(0, y - s.clientHeight / 3), behavior: 'auto' });
    return true;
  }, []);

  const reveal = useCallback(
    async (m: FindMatch) => {
      const s = scrollerRef.current;
      if (!s || !engine) return;
      const box = s.querySelector<HTMLElement>(`[data-page="${m.page}"]`);
      let mark = box?.querySelector<HTMLElement>('.pdfr-mark-current');
      if (!mark) {
        goToPage(m.page);
        if (!(await engine.whenText(m.page))) return;
        mark = s.querySelector<HTMLElement>(`[data-page="${m.page}"] .pdfr-mark-current`);
      }
      if (!mark) return;
      const r = mark.getBoundingClientRect();
      const sr = s.getBoundingClientRect();
      if (r.top < sr.top + 40 || r.bottom > sr.bottom - 40 || r.left < sr.left || r.right > sr.right) {
        s.scrollBy({
          top: r.top - sr.top - s.clientHeight / 3,
          left: r.left < sr.left || r.right > sr.right ? r.left - sr.left - 24 : 0,
          behavior: reducedMotion() ? 'auto' : 'smooth',
        });
      }
    },
    [engine, goToPage],
  );
  const getPage = useCallback(() => pageRef.current, []);
  const find = useFind(engine, getPage, reveal);
  const closeFind = useCallback(() => {
    find.clear();
    setFindOpen(false);
    scrollerRef.current?.focus({ preventScroll: true });
  }, [find]);

  useImperativeHandle(
    ref,
    () => ({
      goToPage,
      revealHighlight,
      find: async (text: string) => {
        setFindOpen(true);
        return find.search(text);
      },
    }),
    [goToPage, find, revealHighlight],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'f') {
      e.preventDefault();
      setFindOpen(true);
      return;
    }
    if ((e.target as HTMLElement).closest('input, textarea, button') || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === '+' || e.key === '=') applyZoom(stepZoom(zoomRef.current, 1));
    else if (e.key === '-') applyZoom(stepZoom(zoomRef.current, -1));
    else if (e.key === '0') applyZoom(1);
    else return;
    e.preventDefault();
  };

  const byPage = useMemo(() => {
    const m = new Map<number, ReaderHighlight[]>();
    for (const h of highlights) m.set(h.page, [...(m.get(h.page) ?? []), h]);
    return m;
  }, [highlights]);

  return (
    <div
      ref={rootRef}
      className={`pdfr ${className} ${fullscreen.on ? 'pdfr-full' : ''}`}
      onKeyDown={onKeyDown}
      role={fullscreen.on ? 'dialog' : undefined}
      aria-modal={fullscreen.on ? true : undefined}
      aria-label={fullscreen.on ? t('reader.fullscreen.label') : undefined}
    >
      <ReaderToolbar
        page={page}
        total={numPages}
        zoom={zoom}
        onGoToPage={goToPage}
        onZoom={(d) => applyZoom(stepZoom(zoomRef.current, d))}
        onFitWidth={() => applyZoom(1)}
        onFind={() => (findOpen ? closeFind() : setFindOpen(true))}
        findOpen={findOpen}
        fullscreen={fullscreen.on}
        onFullscreen={fullscreen.toggle}
      />
      {findOpen && <FindBar state={find.state} onSearch={find.search} onStep={find.step} onClose={closeFind} />}
      <div
        ref={scrollerRef}
        className="pdfr-scroller"
        tabIndex={0}
        role="region"
        aria-label={t('reader.region')}
        onScroll={onScroll}
        aria-busy={status === 'loading'}
      >
        {status === 'loading' && !shown && (
          <p role="status" className="p-6 text-center text-ink-700">
            {t('reader.loading')}
          </p>
        )}
        {status === 'loading' && shown && (
          <PreviewColumn shown={shown} viewportWidth={viewport.width} gap={GAP} label={t('reader.loading')} />
        )}
        {status === 'error' && (
          <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center text-ink-900">
            <p>{t('reader.error')}</p>
            <Button variant="secondary" onClick={retry}>
              {t('reader.retry')}
            </Button>
          </div>
        )}
        {status === 'ready' && scale > 0 && (
          <div
            ref={contentRef}
            className="pdfr-column"
            style={{ width: columnWidth, height: layout.total, transformOrigin: '0 0' }}
          >
            {sizes.map((sz, i) => {
              if (!boxMounted(i + 1, askedWhileLoading.current ?? page, band)) return null;
              const w = sz.width * scale;
              return (
                <PageBox
                  key={i + 1}
                  page={i + 1}
                  scale={scale}
                  top={layout.tops[i]}
                  left={(columnWidth - w) / 2}
                  width={w}
                  height={layout.heights[i]}
                  highlights={byPage.get(i + 1) ?? NO_HIGHLIGHTS}
                  onHighlightClick={onHighlightClick}
                  pageLabel={pageLabel}
                  boxRef={observe}
                  hostRef={setHost}
                  previewSrc={shown?.page === i + 1 ? shown.src : undefined}
                />
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}
