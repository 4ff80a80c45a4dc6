import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useQueuedChanges } from '../lib/offline-queue/use-pending';
import { applyUpdate, dismissUpdate, pwaState, registerServiceWorker } from './register';

/**
 * Registers the service worker and tells the user when a new version is waiting (or when the
 * app first becomes available offline). Non-blocking: a polite status toast, not a dialog,
 * so a half-written note is never interrupted.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const snap = useSnapshot(pwaState);
  // Queued changes live in IndexedDB and survive the reload; saying so makes updating safe to accept.
  const unsent = useQueuedChanges().length;

  useEffect(() => {
    registerServiceWorker();
  }, []);

  useEffect(() => {
    if (!snap.offlineReady) return;
    const timer = setTimeout(() => {
      pwaState.offlineReady = false;
    }, 7000);
    return () => clearTimeout(timer);
  }, [snap.offlineReady]);

  if (!snap.needRefresh && !snap.offlineReady) return null;

  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-3 bottom-3 z-[1031] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-brand-800 p-4 text-white shadow-lg sm:inset-x-auto sm:right-4"
      style={{ marginBottom: 'env(safe-area-inset-bottom)' }}
    >
      <p className="min-w-0 flex-1 text-sm">
        {snap.needRefresh ? t('pwa.update.message') : t('pwa.offlineReady')}
        {snap.needRefresh && unsent > 0 && <> {t('offline.updateKeeps', { count: unsent })}</>}
      </p>
      {snap.needRefresh ? (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={dismissUpdate}
            className="min-h-11 rounded-lg px-3 text-sm font-medium text-white underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('pwa.update.later')}
          </button>
          <button
            type="button"
            onClick={applyUpdate}
            className="min-h-11 rounded-lg bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('pwa.update.reload')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => {
            pwaState.offlineReady = false;
          }}
          className="min-h-11 rounded-lg px-3 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          {t('pwa.close')}
        </button>
      )}
    </div>
  );
}
