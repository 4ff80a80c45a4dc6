import { useTranslation } from 'react-i18next';
import type { DocumentMetadata } from '../../../../api/documents';
import { formatShortDate } from '../../../lib/display-text';
import { InfoCircleIcon } from './icons';
import { StatusBadge } from './StatusBadge';

/** Designation, status badge, title, publisher and dates of the document (001 §2, §3). */
export function DocumentHeader({ doc, onDetails, onOpen }: { doc: DocumentMetadata; onDetails: () => void; onOpen: (contentCode: string) => void }) {
  const { t, i18n } = useTranslation();
  const published = formatShortDate(doc.publishedDate, i18n.language);
  const updated = formatShortDate(doc.lastUpdateDate, i18n.language);
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {/* The display designation usually carries the publisher code already; say it once. */}
        {!(doc.displayDesignation || '').startsWith(doc.publisherCode) && (
          <span className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{doc.publisherCode}</span>
        )}
        <h1 className="text-xl font-bold text-brand-900 sm:text-2xl">{doc.displayDesignation || doc.designation}</h1>
        <StatusBadge status={doc.status} />
      </div>
      <p className="text-base text-ink-900 sm:text-lg">{doc.title}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-700">
        <span>{doc.publisherName}</span>
        {published && <span>{t('document.published', { date: published })}</span>}
        {updated && <span>{t('document.updated', { date: updated })}</span>}
        <button type="button" onClick={onDetails} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline">
          <InfoCircleIcon className="size-5" />{t('document.details.open')}
        </button>
      </div>
      {doc.replacedByContentCode && (
        <p className="rounded-lg bg-needle-300/30 px-3 py-2 text-sm text-ink-900">
          {t('document.replacedBy')}{' '}
          <button type="button" className="min-h-11 font-semibold text-brand-800 underline" onClick={() => onOpen(doc.replacedByContentCode!)}>
            {doc.replacedByFamilyValue ?? doc.replacedByContentCode}
          </button>
        </p>
      )}
    </header>
  );
}
