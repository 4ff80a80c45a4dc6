import { Suspense, lazy, useState, type ComponentType } from 'react';
import { trackDownload } from '../../lib/code-downloads';

/**
 * A dialog-like component whose code (headlessui's Dialog and friends) loads the first time it
 * opens, not with the page: no screen opens a sheet or the drawer on its own at startup, and
 * headlessui is the biggest library the home page would otherwise load (start-up budget). Once
 * opened it stays mounted, so closing still plays the leave transition and restores focus.
 * The first tap or key press anywhere starts the download, so a sheet is ready when asked for.
 */
export function lazyWhenOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= trackDownload(load()).then(
      (c) => ({ default: c }),
      (e: unknown) => {
        loading = null;
        throw e;
      },
    ));
  const Loaded = lazy(preload);
  preloadOnFirstInteraction(preload);

  function WhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Render-time update: mounting in the same render as `open` turns true avoids an extra frame.
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return WhenOpen;
}

const pending: (() => unknown)[] = [];
let phase: 'waiting' | 'listening' | 'interacted' = 'waiting';

/** Runs `preload` on the user's first pointer or key press (catching a failure: offline is fine). */
function preloadOnFirstInteraction(preload: () => Promise<unknown>): void {
  if (typeof window === 'undefined') return;
  const start = () => preload().catch(() => undefined);
  if (phase === 'interacted') {
    void start();
    return;
  }
  pending.push(start);
  if (phase === 'listening') return;
  phase = 'listening';
  const run = () => {
    phase = 'interacted';
    window.removeEventListener('pointerdown', run, true);
    window.removeEventListener('keydown', run, true);
    for (const p of pending.splice(0)) p();
  };
  window.addEventListener('pointerdown', run, true);
  window.addEventListener('keydown', run, true);
}

/**
 * A component whose code loads the first time it renders: pages and notices most sessions never
 * show (account choice, sign-out info, install and update cards) stay out of the start-up chunk
 * (start-up budget). The service worker precaches every chunk, so this works offline too.
 */
export function lazyOnRender<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => load().then((c) => ({ default: c })));
  function OnRender(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return OnRender;
}
