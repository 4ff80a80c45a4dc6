import { useTranslation } from 'react-i18next';
import type { DocumentMetadata } from '../../../../api/documents';
import { formatLongDate } from '../../../lib/display-text';
import { IconButton } from '../../../components/ui/Button';
import { InfoIcon } from '../../../components/ui/icons';
import { OfflineProgressLine } from './OfflineControl';
import { StatusBadge } from './StatusBadge';

/**
 * Designation, status badge, title, publisher and dates of the document (001 §2, §3). Below the
 * 768 px breakpoint it is compact: designation, status and the details button on one
 * line, the title on one line, publisher and dates in the details sheet (DocumentFacts), so the
 * reader's first page is on screen without scrolling.
 */
export function DocumentHeader({
  doc,
  onDetails,
  onOpen,
}: {
  doc: DocumentMetadata;
  onDetails: () => void;
  onOpen: (contentCode: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <header className="space-y-2 max-md:space-y-0.5">
      <div className="flex items-center gap-2 md:flex-wrap">
        {/* The display designation usually carries the publisher code already; say it once. */}
        {!(doc.displayDesignation || '').startsWith(doc.publisherCode) && (
          <span className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{doc.publisherCode}</span>
        )}
        <h1 className="min-w-0 text-xl font-bold text-brand-900 max-md:truncate max-md:text-lg sm:text-2xl">
          {doc.displayDesignation || doc.designation}
        </h1>
        <StatusBadge status={doc.status} />
        <IconButton label={t('document.details.open')} onClick={onDetails} className="ms-auto md:hidden">
          <InfoIcon className="size-6" />
        </IconButton>
      </div>
      <p className="text-base text-ink-900 max-md:truncate max-md:text-sm sm:text-lg" title={doc.title}>
        {doc.title}
      </p>
      <OfflineProgressLine contentCode={doc.contentCode} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-700 max-md:hidden">
        <DocumentFacts doc={doc} />
        <button
          type="button"
          onClick={onDetails}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          <InfoIcon className="size-5" />
          {t('document.details.open')}
        </button>
      </div>
      {doc.replacedByContentCode && (
        <p className="rounded-lg bg-needle-300/30 px-3 py-2 text-sm text-ink-900 max-md:mt-1 max-md:py-0.5">
          {t('document.replacedBy')}{' '}
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-800 underline"
            onClick={() => onOpen(doc.replacedByContentCode!)}
          >
            {doc.replacedByFamilyValue ?? doc.replacedByContentCode}
          </button>
        </p>
      )}
    </header>
  );
}

/** Publisher and dates: in the header from 768 px, at the top of the details sheet below. */
export function DocumentFacts({ doc }: { doc: DocumentMetadata }) {
  const { t, i18n } = useTranslation();
  const published = formatLongDate(doc.publishedDate, i18n.language);
  const updated = formatLongDate(doc.lastUpdateDate, i18n.language);
  return (
    <>
      <span>{doc.publisherName}</span>
      {published && <span>{t('document.published', { date: published })}</span>}
      {updated && <span>{t('document.updated', { date: updated })}</span>}
    </>
  );
}
