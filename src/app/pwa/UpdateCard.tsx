import { useTranslation } from 'react-i18next';
import { useQueuedChanges } from '../lib/offline-queue/use-pending';
import { applyUpdate, dismissUpdate, pwaState } from './register';

/** The update / offline-ready card (see UpdatePrompt). */
export function UpdateCard({ needRefresh }: { needRefresh: boolean }) {
  const { t } = useTranslation();
  // Queued changes live in IndexedDB and survive the reload; saying so makes updating safe to accept.
  const unsent = useQueuedChanges().length;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-3 bottom-3 z-[1031] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl bg-brand-800 p-4 text-white shadow-lg sm:inset-x-auto sm:right-4"
      style={{ marginBottom: 'env(safe-area-inset-bottom)' }}
    >
      <p className="min-w-0 flex-1 text-sm">
        {needRefresh ? t('pwa.update.message') : t('pwa.offlineReady')}
        {needRefresh && unsent > 0 && <> {t('offline.updateKeeps', { count: unsent })}</>}
      </p>
      {needRefresh ? (
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
