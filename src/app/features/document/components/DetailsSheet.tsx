import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '../../../components/ui/Sheet';
import { Spinner } from '../../../components/ui/Spinner';
import { formatShortDate } from '../../../lib/display-text';
import { useAdditionalDetails, useDetailsByPublisher } from '../api/get-additional-details';
import { detailRows } from '../details-fields';

/**
 * The document details modal (001 §2, every field of 001 §3); a bottom sheet on phones, where it
 * also holds what the compact header leaves out (`summary`: publisher, dates, languages).
 */
export function DetailsSheet({
  open,
  onClose,
  contentCode,
  title,
  thirdParty,
  summary,
}: {
  open: boolean;
  onClose: () => void;
  contentCode: string;
  title: string;
  thirdParty: boolean;
  summary?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const details = useAdditionalDetails(contentCode, open);
  const byPublisher = useDetailsByPublisher(contentCode, open && thirdParty);
  const rows = details.data ? detailRows({ ...details.data, detailItems: byPublisher.data?.detailItems ?? [] }) : [];
  return (
    <Sheet open={open} onClose={onClose} title={t('document.details.title')} size="lg">
      <p className="mb-3 text-sm text-ink-700">{title}</p>
      {summary}
      {details.isPending ? (
        <Spinner label={t('document.loading')} className="size-6" />
      ) : rows.length === 0 ? (
        <p className="text-ink-700">{t('document.details.none')}</p>
      ) : (
        <dl className="divide-y divide-ink-100">
          {rows.map((r) => (
            <div key={r.key} className="grid gap-1 py-2.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold text-ink-600">{r.labelKey ? t(r.labelKey) : r.label}</dt>
              <dd className="break-words text-base text-ink-900">
                {r.values.length === 1 ? (
                  r.isDate ? (
                    (formatShortDate(r.values[0], i18n.language) ?? r.values[0])
                  ) : (
                    r.values[0]
                  )
                ) : (
                  <ul className="list-disc ps-5">
                    {r.values.map((v, i) => (
                      <li key={i}>{v}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Sheet>
  );
}
