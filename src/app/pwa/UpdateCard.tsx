import { useTranslation } from 'react-i18next';
import { FloatingCard } from '../components/ui/FloatingCard';
import { useQueuedChanges } from '../lib/offline-queue/use-pending';
import { applyUpdate, dismissUpdate, pwaState } from './register';

/** The update / offline-ready card (see UpdatePrompt). */
export function UpdateCard({ needRefresh }: { needRefresh: boolean }) {
  const { t } = useTranslation();
  // Queued changes live in IndexedDB and survive the reload; saying so makes updating safe to accept.
  const unsent = useQueuedChanges().length;
  return (
    <FloatingCard
      tone="brand"
      message={
        <>
          {needRefresh ? t('pwa.update.message') : t('pwa.offlineReady')}
          {needRefresh && unsent > 0 && <> {t('offline.updateKeeps', { count: unsent })}</>}
        </>
      }
      actions={
        needRefresh
          ? [
              { label: t('pwa.update.later'), onClick: dismissUpdate },
              { label: t('pwa.update.reload'), onClick: applyUpdate, main: true },
            ]
          : [
              {
                label: t('pwa.close'),
                onClick: () => {
                  pwaState.offlineReady = false;
                },
              },
            ]
      }
    />
  );
}
