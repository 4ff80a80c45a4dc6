/*
 * Reports text selections inside the reader, page-relative and normalised, once the selection
 * settles (touch handles fire selectionchange on every move; the host only wants the result).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { centreInside, normaliseRects } from './geometry';
import type { ReaderSelection } from './types';

const SETTLE_MS = 250;

/** Reads the current selection if it lies in `root`: the start page, its text, and its rects on that page. */
export function readSelection(root: HTMLElement): ReaderSelection | null {
  const sel = window.getSelection();
  if (!sel || sel.isCollapsed || sel.rangeCount === 0) return null;
  const range = sel.getRangeAt(0);
  if (!root.contains(range.commonAncestorContainer)) return null;
  const startEl = range.startContainer instanceof Element ? range.startContainer : range.startContainer.parentElement;
  const pageEl = startEl?.closest<HTMLElement>('[data-page]');
  const text = sel.toString().replace(/\s+/g, ' ').trim();
  if (!pageEl || !text) return null;
  const box = pageEl.getBoundingClientRect();
  const rects = normaliseRects(
    [...range.getClientRects()].filter((r) => centreInside(r, box)),
    box,
  );
  return { page: Number(pageEl.dataset.page), text, rects };
}

export function useTextSelection(
  rootRef: RefObject<HTMLElement | null>,
  onSelected?: (sel: ReaderSelection | null) => void,
): void {
  const cb = useRef(onSelected);
  cb.current = onSelected;
  useEffect(() => {
    let timer = 0;
    let had = false;
    const onChange = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        const root = rootRef.current;
        if (!root || !cb.current) return;
        const sel = readSelection(root);
        if (sel) cb.current(sel);
        else if (had) cb.current(null);
        had = sel !== null;
      }, SETTLE_MS);
    };
    // pdf.js's selection helper: while dragging, the text layer's end block covers the page so
    // the selection does not jump to the end of the document when the pointer leaves a span.
    const onDown = (e: PointerEvent) => {
      const layer = (e.target as Element | null)?.closest?.('.textLayer');
      if (layer && rootRef.current?.contains(layer)) layer.classList.add('selecting');
    };
    const onUp = () => rootRef.current?.querySelectorAll('.textLayer.selecting').forEach((l) => l.classList.remove('selecting'));
    document.addEventListener('selectionchange', onChange);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('pointerup', onUp);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('selectionchange', onChange);
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('pointerup', onUp);
    };
  }, [rootRef]);
}
