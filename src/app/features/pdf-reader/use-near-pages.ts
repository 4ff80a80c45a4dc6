/*
 * IntersectionObserver virtualization: each placeholder box is observed with a margin of half a
 * viewport above and below; the set of boxes inside that band is what gets rendered.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

export function useNearPages(
  scrollerRef: RefObject<HTMLElement | null>,
  enabled: boolean,
  onChange: (near: Set<number>) => void,
) {
  const near = useRef(new Set<number>());
  const observer = useRef<IntersectionObserver | null>(null);
  const observed = useRef(new Map<number, HTMLElement>());
  const cb = useRef(onChange);
  cb.current = onChange;

  useEffect(() => {
    const root = scrollerRef.current;
    if (!enabled || !root) return;
    let frame = 0;
    const nearPages = near.current;
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const n = Number((e.target as HTMLElement).dataset.page);
          if (e.isIntersecting) near.current.add(n);
          else near.current.delete(n);
        }
        // Batch a burst of entries (fast scroll) into one plan update per frame.
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => cb.current(new Set(near.current)));
      },
      { root, rootMargin: '50% 0px 50% 0px' },
    );
    observer.current = io;
    for (const el of observed.current.values()) io.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      io.disconnect();
      observer.current = null;
      nearPages.clear();
    };
  }, [scrollerRef, enabled]);

  /** Ref callback factory for page boxes. */
  const observe = useCallback((n: number, el: HTMLElement | null) => {
    const prev = observed.current.get(n);
    if (prev && prev !== el) observer.current?.unobserve(prev);
    if (el) {
      observed.current.set(n, el);
      observer.current?.observe(el);
    } else observed.current.delete(n);
  }, []);

  return { observe, near };
}
