import { startTransition, useEffect, useState } from 'react';

/** What scheduling after a paint needs from the browser (a parameter, so the rule is testable). */
export interface PaintClock {
  visible(): boolean;
  requestAnimationFrame(cb: () => void): number;
  cancelAnimationFrame(id: number): void;
  setTimeout(cb: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(id: ReturnType<typeof setTimeout>): void;
}

const browserClock: PaintClock = {
  visible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  requestAnimationFrame: (cb) => requestAnimationFrame(cb),
  cancelAnimationFrame: (id) => cancelAnimationFrame(id),
  setTimeout: (cb, ms) => setTimeout(cb, ms),
  clearTimeout: (id) => clearTimeout(id),
};

/**
 * Runs `run` in a task after the next paint: an animation frame callback runs just before the
 * browser paints, and a task it queues runs after. A hidden page paints nothing (and its frames
 * wait for it to show), so there `run` goes at once. Returns the cancel.
 */
export function afterNextPaint(run: () => void, clock: PaintClock = browserClock): () => void {
  if (!clock.visible()) {
    run();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | null = null;
  const frame = clock.requestAnimationFrame(() => {
    timer = clock.setTimeout(run, 0);
  });
  return () => {
    clock.cancelAnimationFrame(frame);
    if (timer !== null) clock.clearTimeout(timer);
  };
}

/**
 * False until the screen around a part has been painted once, then true, in a transition (so
 * the part's render is sliced too). Why: a screen that mounts whole commits, lays out, paints and
 * runs its effects in one go, each a single task as long as the whole screen makes it; a large
 * part mounted a frame later splits each of them in two.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
