import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatBytes, formatWhen } from '../../../lib/format';
import { numberFormat } from '../../../lib/intl-formats';
import { pdfDownloads } from '../../../lib/offline-documents/download';
import { offlinePanel } from '../../../lib/offline-documents/panel';
import { offlineDocsState, refreshOfflineState, setPinned } from '../../../lib/offline-documents/store';
import { onlineState } from '../../../pwa/online-state';

const when = formatWhen;

/**
 * "Keep offline" and the document's offline standing: whether a copy is on this
 * device, whether it is current or replaced by a newer edition as of the last sync, and, while
 * offline, that the screen shows that copy.
 */
export function OfflineControl({
  contentCode,
  allowed,
  onOpen,
}: {
  contentCode: string;
  allowed: boolean;
  onOpen: (contentCode: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const docs = useSnapshot(offlineDocsState);
  const downloads = useSnapshot(pdfDownloads);
  const { online } = useSnapshot(onlineState);
  useEffect(() => {
    void refreshOfflineState();
  }, [contentCode]);

  if (!allowed) return <p className="text-sm text-ink-600">{t('offline.doc.drm')}</p>;
  const rec = docs.documents.find((d) => d.contentCode === contentCode);
  const pinned = rec?.pinned ?? false;
  const standing = rec?.standing;
  return (
    <div className="space-y-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={pinned}
          disabled={!rec}
          onClick={() => rec && void setPinned(contentCode, !pinned)}
          className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold ring-1 ring-inset disabled:opacity-50 ${pinned ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-brand-200 hover:bg-brand-50'}`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" />
          </svg>
          {t('offline.doc.keep')}
        </button>
        <button
          type="button"
          className="min-h-11 px-2 font-semibold text-brand-800 underline"
          onClick={() => {
            offlinePanel.open = true;
          }}
        >
          {t('offline.storage.manage')}
        </button>
      </div>
      <p className="text-ink-700" role="status">
        {!online && rec && (
          <strong className="me-1">{t('offline.doc.showingCopy', { when: when(rec.syncedAt, i18n.language) })}</strong>
        )}
        {rec &&
          standing?.kind === 'current' &&
          rec.hasPdf &&
          t('offline.doc.availableCurrent', { when: when(rec.syncedAt, i18n.language) })}
        {rec && !rec.hasPdf && !downloads[contentCode] && t('offline.doc.saving')}
        {rec && standing?.kind === 'replaced' && (
          <span className="font-semibold text-signal-700">
            {t('offline.doc.replaced', { when: when(rec.syncedAt, i18n.language) })}
            {standing.byContentCode && standing.byContentCode !== contentCode && (
              <button type="button" className="ms-1 min-h-11 underline" onClick={() => onOpen(standing.byContentCode!)}>
                {t('offline.doc.openNewer', { designation: standing.byDesignation ?? standing.byContentCode })}
              </button>
            )}
          </span>
        )}
      </p>
      {rec && !rec.hasPdf && downloads[contentCode] && (
        <DownloadProgress {...downloads[contentCode]} usage={docs.usage} quota={docs.quota} />
      )}
    </div>
  );
}

/**
 * a big manual's copy takes minutes on a site link; say how far it is, that it waits
 * for the network rather than failing, and how much room the device has left for it.
 */
function DownloadProgress({
  received,
  total,
  status,
  usage,
  quota,
}: {
  received: number;
  total: number;
  status: string;
  usage: number | null;
  quota: number | null;
}) {
  const { t, i18n } = useTranslation();
  const size = (n: number) => formatBytes(n, i18n.language);
  // The space left shrinks as chunks are stored: re-read the estimate with each one.
  useEffect(() => {
    void refreshOfflineState();
  }, [received]);
  const percent = numberFormat(i18n.language, { style: 'percent' }).format(total ? received / total : 0);
  const text =
    status === 'waiting'
      ? t('offline.doc.savingWaiting', { received: size(received), total: size(total) })
      : status === 'failed'
        ? t('offline.doc.savingFailed')
        : t('offline.doc.savingProgress', { received: size(received), total: size(total), percent });
  return (
    <div className="space-y-1" data-testid="offline-download">
      <progress
        className="h-2 w-full max-w-sm accent-brand-700"
        max={total || 1}
        value={received}
        aria-label={t('offline.doc.savingLabel')}
      />
      <p className="text-ink-700" aria-live="polite">
        {text}
      </p>
      {quota !== null && (
        <p className="text-ink-600">
          {t('offline.doc.storageLeft', { used: size(usage ?? 0), free: size(Math.max(0, quota - (usage ?? 0))) })}
        </p>
      )}
    </div>
  );
}

/**
 * The offline copy's progress in one line for the compact phone header: the full
 * control sits below the reader there, out of sight while the user reads page 1.
 */
export function OfflineProgressLine({ contentCode }: { contentCode: string }) {
  const { t, i18n } = useTranslation();
  const downloads = useSnapshot(pdfDownloads);
  const d = downloads[contentCode];
  if (!d || d.status === 'failed' || d.status === 'done' || !d.total) return null;
  const percent = numberFormat(i18n.language, { style: 'percent' }).format(d.received / d.total);
  return (
    <div className="flex items-center gap-2 text-xs text-ink-700 md:hidden" data-testid="offline-progress-line">
      <progress
        className="h-1.5 w-24 shrink-0 accent-brand-700"
        max={d.total}
        value={d.received}
        aria-label={t('offline.doc.savingLabel')}
      />
      <span>
        {d.status === 'waiting' ? t('offline.doc.compactPaused', { percent }) : t('offline.doc.compactProgress', { percent })}
      </span>
    </div>
  );
}
