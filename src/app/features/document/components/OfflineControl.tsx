import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { offlinePanel } from '../../../lib/offline-documents/panel';
import { offlineDocsState, refreshOfflineState, setPinned } from '../../../lib/offline-documents/store';
import { onlineState } from '../../../pwa/online-state';

function when(ms: number, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/**
 * "Keep offline" and the document's offline standing (issue 7): whether a copy is on this
 * device, whether it is current or replaced by a newer edition as of the last sync, and, while
 * offline, that the screen shows that copy.
 */
export function OfflineControl({ contentCode, allowed, onOpen }: { contentCode: string; allowed: boolean; onOpen: (contentCode: string) => void }) {
  const { t, i18n } = useTranslation();
  const docs = useSnapshot(offlineDocsState);
  const { online } = useSnapshot(onlineState);
  useEffect(() => { void refreshOfflineState(); }, [contentCode]);

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
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2"><path d="M12 3v12m0 0-4-4m4 4 4-4M5 21h14" /></svg>
          {t('offline.doc.keep')}
        </button>
        <button type="button" className="min-h-11 px-2 font-semibold text-brand-800 underline" onClick={() => { offlinePanel.open = true; }}>
          {t('offline.storage.manage')}
        </button>
      </div>
      <p className="text-ink-700" role="status">
        {!online && rec && <strong className="me-1">{t('offline.doc.showingCopy', { when: when(rec.syncedAt, i18n.language) })}</strong>}
        {rec && standing?.kind === 'current' && (rec.hasPdf ? t('offline.doc.availableCurrent', { when: when(rec.syncedAt, i18n.language) }) : t('offline.doc.saving'))}
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
    </div>
  );
}
