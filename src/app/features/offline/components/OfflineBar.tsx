import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useQueuedChanges } from '../../../lib/offline-queue/use-pending';
import { onlineState } from '../../../pwa/online-state';
import { offlinePanel } from '../../../lib/offline-documents/panel';
import { formatWhen } from '../../../lib/format';
import { useNeedsNetwork } from '../../../lib/use-needs-network';
import { useShownDataRefreshedAt } from '../use-shown-data-refreshed-at';

/**
 * The offline indicator: a strip under the header while the network is down or
 * changes wait to be sent, saying plainly what the user sees and what happens next.
 */
export function OfflineBar() {
  const { t } = useTranslation();
  const { online } = useSnapshot(onlineState);
  const changes = useQueuedChanges();
  const pending = changes.filter((c) => c.state === 'pending').length;
  const refused = changes.filter((c) => c.state === 'refused').length;
  const needsNetwork = useNeedsNetwork();
  if (online && pending === 0 && refused === 0) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={`border-b px-3 py-1.5 text-sm sm:px-6 ${refused > 0 ? 'border-signal-700 bg-signal-50 text-ink-900' : 'border-needle-400 bg-needle-300/40 text-ink-900'}`}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1">
        {!online && (
          <span className="inline-flex items-center gap-2 font-semibold">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-full bg-ink-600" />
            {t('offline.bar.offline')}
          </span>
        )}
        <span className="min-w-0 flex-1">
          {!online && (needsNetwork ? <span>{t('offline.bar.needsNetwork')} </span> : <SavedData />)}
          {pending > 0 && <span>{t('offline.bar.pending', { count: pending })} </span>}
          {refused > 0 && <strong>{t('offline.bar.refused', { count: refused })}</strong>}
        </span>
        <button
          type="button"
          onClick={() => {
            offlinePanel.open = true;
          }}
          className="min-h-11 rounded-lg px-3 font-semibold text-brand-800 underline underline-offset-2 hover:bg-white/60"
        >
          {t('offline.storage.open')}
        </button>
      </div>
    </div>
  );
}

/** "Showing what was saved", with when the oldest data on screen was last refreshed. */
function SavedData() {
  const { t, i18n } = useTranslation();
  const refreshedAt = useShownDataRefreshedAt();
  return (
    <span>
      {refreshedAt === null
        ? t('offline.bar.savedData')
        : t('offline.bar.savedDataAt', { when: formatWhen(refreshedAt, i18n.language) })}{' '}
    </span>
  );
}
