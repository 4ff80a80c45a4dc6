import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/Link';
import { useSnapshot } from 'valtio';
import { Button } from '../../../components/ui/Button';
import { Sheet } from '../../../components/ui/Sheet';
import { appQueue } from '../../../lib/offline-queue/app-queue';
import { useQueuedChanges } from '../../../lib/offline-queue/use-pending';
import {
  clearOfflineDocuments,
  offlineDocsState,
  refreshOfflineState,
  removeOfflineDocument,
  requestPersistentStorage,
  setPinned,
} from '../../../lib/offline-documents/store';
import { formatBytes, formatWhen } from '../../../lib/format';

/**
 * Offline storage: what this device keeps for the user — documents (recent and
 * pinned) with their size and standing, queued changes with any refusal — and how to clear it.
 */
export function OfflineStoragePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onClose={onClose} title={t('offline.storage.title')} size="lg">
      <OfflineStorageBody close={onClose} />
    </Sheet>
  );
}

function OfflineStorageBody({ close }: { close: () => void }) {
  const { t, i18n } = useTranslation();
  const docs = useSnapshot(offlineDocsState);
  const changes = useQueuedChanges();
  const kept = docs.documents.reduce((sum, d) => sum + d.size, 0);
  return (
    <div className="space-y-5 text-ink-900">
      <Part id="offline-usage" title={t('offline.storage.usageTitle')}>
        <p className="text-sm text-ink-700">
          {t('offline.storage.usage', { kept: formatBytes(kept, i18n.language), count: docs.documents.length })}
          {docs.quota
            ? ` ${t('offline.storage.quota', { used: formatBytes(docs.usage ?? 0, i18n.language), quota: formatBytes(docs.quota, i18n.language) })}`
            : ''}
        </p>
        <p className="text-sm text-ink-700">
          {docs.persisted ? t('offline.storage.persisted') : t('offline.storage.notPersisted')}
          {!docs.persisted && (
            <button
              type="button"
              className="ms-2 min-h-11 font-semibold text-brand-800 underline"
              onClick={() => void requestPersistentStorage().then(refreshOfflineState)}
            >
              {t('offline.storage.askPersist')}
            </button>
          )}
        </p>
      </Part>

      <Part id="offline-changes" title={t('offline.storage.changesTitle')}>
        {changes.length === 0 ? (
          <p className="text-sm text-ink-700">{t('offline.storage.noChanges')}</p>
        ) : (
          <ul className="mt-1 divide-y divide-ink-100 rounded-lg ring-1 ring-ink-100">
            {changes.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-2 p-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="block">{t(c.label.key, c.label.params)}</span>
                  <span className={`block text-xs ${c.state === 'refused' ? 'font-semibold text-signal-700' : 'text-ink-600'}`}>
                    {c.state === 'refused'
                      ? t('offline.change.refused', {
                          status: c.refusal?.status ?? '',
                          message: c.refusal?.message || t('errors.unknown'),
                        })
                      : t('offline.change.pending', { when: formatWhen(c.createdAt, i18n.language) })}
                  </span>
                </span>
                {c.state === 'refused' && (
                  <>
                    <Button variant="secondary" onClick={() => void appQueue.retry(c.id)}>
                      {t('offline.change.retry')}
                    </Button>
                    <Button variant="ghost" onClick={() => void appQueue.dismiss(c.id)}>
                      {t('offline.change.dismiss')}
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </Part>

      <Part id="offline-docs" title={t('offline.storage.documentsTitle')}>
        <p className="text-sm text-ink-700">{t('offline.storage.documentsHint')}</p>
        {docs.documents.length === 0 ? (
          <p className="mt-1 text-sm text-ink-700">{t('offline.storage.noDocuments')}</p>
        ) : (
          <ul className="mt-1 divide-y divide-ink-100 rounded-lg ring-1 ring-ink-100">
            {docs.documents.map((d) => (
              <li key={d.contentCode} className="flex flex-wrap items-center gap-2 p-2 text-sm">
                {/* Full width on phones: the title and its status read first, the buttons wrap below. */}
                <span className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <Link
                    to={`/document/?contentCode=${encodeURIComponent(d.contentCode)}`}
                    onClick={close}
                    className="block min-h-6 break-words font-semibold text-brand-800 underline"
                  >
                    {d.designation} · {d.title}
                  </Link>
                  <span className="block text-xs text-ink-700">
                    {[
                      d.pinned ? t('offline.doc.pinned') : t('offline.doc.recent'),
                      formatBytes(d.size, i18n.language),
                      d.standing.kind === 'current'
                        ? t('offline.doc.currentAsOf', { when: formatWhen(d.syncedAt, i18n.language) })
                        : t('offline.doc.replacedAsOf', { when: formatWhen(d.syncedAt, i18n.language) }),
                      !d.hasPdf ? t('offline.doc.incomplete') : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <Button
                  variant={d.pinned ? 'primary' : 'secondary'}
                  onClick={() => void setPinned(d.contentCode, !d.pinned)}
                  aria-pressed={d.pinned}
                >
                  {t('offline.doc.keep')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => void removeOfflineDocument(d.contentCode)}
                  aria-label={t('offline.doc.removeNamed', { name: d.designation })}
                >
                  {t('offline.doc.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {docs.documents.length > 0 && (
          <Button variant="danger" className="mt-3" onClick={() => void clearOfflineDocuments().then(refreshOfflineState)}>
            {t('offline.storage.clear')}
          </Button>
        )}
      </Part>
    </div>
  );
}

/** One titled part of the panel (usage, queued changes, kept documents). */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
