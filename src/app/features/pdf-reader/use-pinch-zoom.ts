/*
 * Touch zoom. During a pinch the page column is only scaled with a CSS transform (cheap, follows
 * the fingers at 60 fps); when the fingers lift, the reader commits the new zoom, re-lays out the
 * placeholders and re-renders the pages at the new scale. Double tap toggles fit / 2x.
 */
import { useEffect, type RefObject } from 'react';
import { pinchZoom } from './zoom';

/** A zoom request: the content point (old layout px) that should end up at the viewport point. */
export interface ZoomFocus {
  contentX: number;
  contentY: number;
  viewX: number;
  viewY: number;
}

interface Options {
  getZoom: () => number;
  onCommit: (zoom: number, focus: ZoomFocus) => void;
  onDoubleTap: (focus: ZoomFocus) => void;
}

const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 24;
const TAP_MAX_MS = 350;

export function usePinchZoom(
  scrollerRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  opts: Options,
): void {
  const { getZoom, onCommit, onDoubleTap } = opts;
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let pinch: {
      d0: number;
      mid0: { x: number; y: number };
      mid: { x: number; y: number };
      origin: { x: number; y: number };
      zoom0: number;
      zoom: number;
    } | null = null;
    let tap: { t: number; x: number; y: number; moved: boolean } | null = null;
    let lastTap: { t: number; x: number; y: number } | null = null;

    const view = (x: number, y: number) => {
      const r = scroller.getBoundingClientRect();
      return { x: x - r.left, y: y - r.top };
    };
    const twoFinger = (e: TouchEvent) => {
      const [a, b] = [e.touches[0], e.touches[1]];
      return {
        d: Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY),
        mid: view((a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2),
      };
    };

    const onStart = (e: TouchEvent) => {
      if (e.touches.length === 2) {
        const { d, mid } = twoFinger(e);
        const origin = { x: mid.x + scroller.scrollLeft, y: mid.y + scroller.scrollTop };
        pinch = { d0: d, mid0: mid, mid, origin, zoom0: getZoom(), zoom: getZoom() };
        tap = null;
        const content = contentRef.current;
        if (content) {
          content.style.transformOrigin = `${origin.x}px ${origin.y}px`;
          content.style.willChange = 'transform';
        }
      } else if (e.touches.length === 1) {
        const t = e.touches[0];
        tap = { t: performance.now(), x: t.clientX, y: t.clientY, moved: false };
      }
    };
    const onMove = (e: TouchEvent) => {
      if (pinch && e.touches.length === 2) {
        e.preventDefault();
        const { d, mid } = twoFinger(e);
        pinch.zoom = pinchZoom(pinch.zoom0, pinch.d0, d);
        pinch.mid = mid;
        const s = pinch.zoom / pinch.zoom0;
        const content = contentRef.current;
        if (content) content.style.transform = `translate(${mid.x - pinch.mid0.x}px, ${mid.y - pinch.mid0.y}px) scale(${s})`;
      } else if (tap && e.touches.length === 1) {
        const t = e.touches[0];
        if (Math.hypot(t.clientX - tap.x, t.clientY - tap.y) > TAP_SLOP_PX) tap.moved = true;
      }
    };
    const onEnd = (e: TouchEvent) => {
      if (pinch && e.touches.length < 2) {
        const p = pinch;
        pinch = null;
        // The transform is cleared by the reader in the same frame as the re-layout (no jump).
        onCommit(p.zoom, { contentX: p.origin.x, contentY: p.origin.y, viewX: p.mid.x, viewY: p.mid.y });
        return;
      }
      if (!tap || tap.moved || e.touches.length > 0) return;
      const now = performance.now();
      const here = { t: now, x: tap.x, y: tap.y };
      const tap0 = tap.t;
      tap = null;
      if (now - tap0 > TAP_MAX_MS) return; // a long press (text selection), not a tap
      if (lastTap && now - lastTap.t < DOUBLE_TAP_MS && Math.hypot(here.x - lastTap.x, here.y - lastTap.y) < TAP_SLOP_PX) {
        lastTap = null;
        e.preventDefault();
        const v = view(here.x, here.y);
        onDoubleTap({ contentX: v.x + scroller.scrollLeft, contentY: v.y + scroller.scrollTop, viewX: v.x, viewY: v.y });
      } else lastTap = here;
    };
    scroller.addEventListener('touchstart', onStart, { passive: true });
    scroller.addEventListener('touchmove', onMove, { passive: false });
    scroller.addEventListener('touchend', onEnd, { passive: false });
    scroller.addEventListener('touchcancel', onEnd, { passive: false });
    return () => {
      scroller.removeEventListener('touchstart', onStart);
      scroller.removeEventListener('touchmove', onMove);
      scroller.removeEventListener('touchend', onEnd);
      scroller.removeEventListener('touchcancel', onEnd);
    };
  }, [scrollerRef, contentRef, getZoom, onCommit, onDoubleTap]);
}
