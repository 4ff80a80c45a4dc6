import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The history entry the mode pushes, so a phone's back gesture leaves the mode, not the document. */
const MARK = 'pdfrFullscreen';

/**
 * Full-screen reading mode: the reader covers the screen as a fixed overlay (reader.css,
 * `.pdfr-full`), and asks the browser for real full screen where the Fullscreen API is there (no
 * API on iPhone Safari: the overlay alone). Escape, the back gesture and the toolbar button leave it.
 */
export function useFullscreen(rootRef: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  const onRef = useRef(on);
  onRef.current = on;

  const leave = useCallback(
    (fromHistory: boolean) => {
      if (!onRef.current) return;
      onRef.current = false;
      setOn(false);
      if (document.fullscreenElement && document.fullscreenElement === rootRef.current)
        void document.exitFullscreen().catch(() => undefined);
      // Take our history entry back off, so back after leaving goes where the reader expects.
      if (!fromHistory && (history.state as Record<string, unknown> | null)?.[MARK]) history.back();
    },
    [rootRef],
  );

  const enter = useCallback(() => {
    const el = rootRef.current;
    if (!el || onRef.current) return;
    onRef.current = true;
    setOn(true);
    history.pushState({ ...(history.state as object | null), [MARK]: true }, '');
    if (document.fullscreenEnabled && el.requestFullscreen)
      void el.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
  }, [rootRef]);

  useEffect(() => {
    if (!on) return;
    const onPop = () => leave(true);
    // The browser's own Escape ends real full screen without a keydown reaching the page.
    const onChange = () => {
      if (!document.fullscreenElement) leave(false);
    };
    const onKey = (e: KeyboardEvent) => {
      // The find bar's Escape closes find first (it marks the event handled).
      if (e.key === 'Escape' && !e.defaultPrevented) leave(false);
    };
    window.addEventListener('popstate', onPop);
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('keydown', onKey);
    };
  }, [on, leave]);

  // Leaving the screen while in the mode: give the browser its normal screen back.
  useEffect(
    () => () => {
      if (onRef.current && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  return { on, toggle: useCallback(() => (onRef.current ? leave(false) : enter()), [enter, leave]) };
}
