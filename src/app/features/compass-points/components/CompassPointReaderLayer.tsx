import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PageHighlight, PageReaderHandle, PageSelection } from '../../../lib/page-highlights';
import { notify } from '../../../lib/notifications';
import { useDocumentPointsWithPending, useSharedOnDocument } from '../api/document-points';
import { useSettings } from '../api/settings';
import { flagsOf, type CompassPointFlags } from '../document-flags';
import type { ShownPoint } from '../queued-points';
import { annotationOfHighlight, highlightsOf, newAnnotationId } from '../selection-geometry';
import { openCreateDialog, openPointDialog, type DocRef } from '../state';
import { HistoricalBanner } from './HistoricalBanner';
import { SharedPointBar } from './SharedPointBar';

/** The reader props this layer adds to or wraps (the document feature's PDF slot props). */
export interface ReaderSlot {
  highlights: PageHighlight[];
  onTextSelected: (sel: PageSelection | null) => void;
  onHighlightClick: (id: string) => void;
  readerRef: { current: { goToPage(page: number): void; find(text: string): Promise<number> } | null };
}

/** What the layer hands the reader: the merged highlights, the wrapped callbacks, and a ref that feeds both handles. */
export interface LayeredReaderProps {
  highlights: PageHighlight[];
  onTextSelected: (sel: PageSelection | null) => void;
  onHighlightClick: (id: string) => void;
  readerRef: (h: PageReaderHandle | null) => void;
}

/**
 * Compass points on the PDF tab: draws the points as highlights, offers "Create compass point"
 * for a selection, opens a point on tap, scrolls to the point named by annotationid, and shows the
 * shared-point and historical-point bars (001 §2, §4).
 */
export function CompassPointReaderLayer({
  doc,
  slot,
  renderReader,
  onFlags,
}: {
  doc: DocRef;
  slot: ReaderSlot;
  renderReader: (p: LayeredReaderProps) => ReactNode;
  onFlags: (flags: CompassPointFlags) => void;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const annotationId = params.get('annotationid');
  // Points made or changed offline show at once, marked pending until the server has them.
  const points = useDocumentPointsWithPending(doc);
  // Read now, while online, so the create dialog has the tenant's fields offline too.
  useSettings(doc.contentID);
  const shared = useSharedOnDocument(doc.contentID, annotationId !== null);
  const [selection, setSelection] = useState<PageSelection | null>(null);
  const handle = useRef<PageReaderHandle | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  const all = useMemo(() => [...(points.data ?? []), ...(shared.data ?? [])], [points.data, shared.data]);
  const pendingLabel = t('offline.pending');
  const highlights = useMemo(
    () => [
      ...slot.highlights,
      ...all
        .filter((p) => p.status !== 'Deactivated')
        .flatMap((p) =>
          (p as ShownPoint).pending
            ? highlightsOf({ ...p, name: `${p.name || t('compassPoints.untitled')} (${pendingLabel})` }).map((h) => ({
                ...h,
                kind: 'compass-point-pending',
              }))
            : highlightsOf(p),
        ),
    ],
    [slot.highlights, all, pendingLabel, t],
  );

  // 001 §4: the document's flags follow the list (an empty list switches them off).
  const onFlagsRef = useRef(onFlags);
  onFlagsRef.current = onFlags;
  useEffect(() => {
    if (points.data) onFlagsRef.current(flagsOf(points.data));
  }, [points.data]);

  // Scroll to the point the URL names, once the reader has laid out its pages.
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!annotationId || revealed.current === annotationId || !highlights.some((h) => h.id === annotationId)) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      const done = handle.current?.revealHighlight?.(annotationId);
      if (done) {
        // The reader scrolled inside itself; bring the reader (and the point) into the window too.
        requestAnimationFrame(() =>
          boxRef.current?.querySelector(`[data-highlight="${CSS.escape(annotationId)}"]`)?.scrollIntoView({ block: 'center' }),
        );
      }
      if (done || ++tries > 40) {
        revealed.current = annotationId;
        window.clearInterval(timer);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [annotationId, highlights]);

  const onTextSelected = useCallback(
    (sel: PageSelection | null) => {
      setSelection(sel);
      slot.onTextSelected(sel);
    },
    [slot],
  );
  const onHighlightClick = useCallback(
    (id: string) => {
      const p = all.find((x) => x.selectionMetadata.annotationID === annotationOfHighlight(id));
      // A point made offline has no server id yet: nothing to open until it is sent.
      if (p && p.compassPointID < 0) notify({ type: 'INFO', message: t('compassPoints.pendingNotSent') });
      else if (p) openPointDialog(p.compassPointID);
      else slot.onHighlightClick(id);
    },
    [all, slot, t],
  );
  const readerRef = useCallback(
    (h: PageReaderHandle | null) => {
      handle.current = h;
      slot.readerRef.current = h;
    },
    [slot],
  );

  const opened = annotationId ? all.find((p) => p.selectionMetadata.annotationID === annotationId) : undefined;
  const sharedOpened = opened && !opened.own && shared.data?.includes(opened) ? opened : undefined;

  return (
    <div ref={boxRef} className="relative">
      {opened?.status === 'Historical' && opened.own && opened.activeVersion && (
        <HistoricalBanner version={opened.activeVersion} />
      )}
      {sharedOpened && <SharedPointBar point={sharedOpened} annotationId={annotationId} />}
      {renderReader({ highlights, onTextSelected, onHighlightClick, readerRef })}
      {selection && selection.rects.length > 0 && (
        <div className="pointer-events-none absolute inset-x-0 bottom-3 z-10 flex justify-center px-3">
          <button
            type="button"
            // Keep the selection: a mouse-down on the button would otherwise clear it first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => openCreateDialog(doc, selection, newAnnotationId())}
            className="pointer-events-auto inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-800 px-5 text-base font-semibold text-white shadow-lg ring-2 ring-white hover:bg-brand-900"
          >
            <span aria-hidden="true">◆</span>
            {t('compassPoints.createFromSelection')}
          </button>
        </div>
      )}
    </div>
  );
}
