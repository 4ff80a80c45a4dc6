/** The parts of `document` and `window` this needs, so a test can drive them. */
export interface PageLifecycle {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Runs `save` when the page is hidden (another app, the home screen, a locked phone) or torn
 * down. Hidden is the last moment a mobile browser promises to run code: an app in the
 * background may be ended without `pagehide` or `beforeunload`. Returns the unsubscribe.
 */
export function saveWhenHidden(save: () => void, page: PageLifecycle = { document, window }): () => void {
  const onVisibility = () => {
    if (page.document.visibilityState === 'hidden') save();
  };
  page.document.addEventListener('visibilitychange', onVisibility);
  page.window.addEventListener('pagehide', save);
  return () => {
    page.document.removeEventListener('visibilitychange', onVisibility);
    page.window.removeEventListener('pagehide', save);
  };
}
