import { createRequire } from 'node:module';

/*
 * Page previews and the heavy handbooks draw with @napi-rs/canvas on worker threads. An addon that
 * only workers loaded is unloaded when the last of them exits, and a napi-rs addon unloaded that
 * way can take the whole process down (a first start segfaulted as a handbook's thread ended and
 * the preview thread began; napi-rs's maintainers' advice for worker threads is to load the addon
 * in the main thread as well). Loaded here once, the library stays until the process ends.
 */
const require = createRequire(import.meta.url);

/** Loads @napi-rs/canvas in this thread for good (once: `require` keeps it); call before starting a thread that draws. */
export function keepCanvasLoaded(): void {
  require('@napi-rs/canvas');
}

/** Whether this thread holds the addon (tests). */
export function canvasLoadedHere(): boolean {
  return Object.keys(require.cache).some((id) => /[\\/]@napi-rs[\\/]canvas[\\/]/.test(id));
}
