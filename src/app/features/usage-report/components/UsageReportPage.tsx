import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { DateRangeFields } from '../../../components/ui/DateRangeFields';
import { Spinner } from '../../../components/ui/Spinner';
import { notify } from '../../../lib/notifications';
import { downloadCounter, type CounterParams } from '../api/download-counter';
import { useEmbedUrl } from '../api/get-embed-url';
import { rangeError, readUsageRange } from '../usage-range';

const FIELD = 'min-h-11 w-full rounded-lg border border-ink-300 bg-white px-3 text-base text-ink-900';
const EXPORTS: Pick<CounterParams, 'report' | 'format'>[] = [
  { report: 'TR', format: 'tsv' },
  { report: 'DR', format: 'tsv' },
  { report: 'TR', format: 'json' },
  { report: 'DR', format: 'json' },
];

/** /usage-report: the embedded usage dashboard of the selected account and its COUNTER exports (002 §2). */
export function UsageReportPage({ accountId, tenantName }: { accountId: number | null; tenantName: string }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const range = readUsageRange(params);
  const [draft, setDraft] = useState(range);
  const draftError = rangeError(draft.startDate, draft.endDate);
  const embed = useEmbedUrl({ accountId, tenantName, ...range, lang: i18n.language });
  const [exporting, setExporting] = useState<string | null>(null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!draftError) setParams({ start: draft.startDate, end: draft.endDate });
  };
  const exportReport = async (x: Pick<CounterParams, 'report' | 'format'>) => {
    const key = `${x.report}-${x.format}`;
    setExporting(key);
    try {
      await downloadCounter({ ...x, accountId, ...range });
    } catch {
      notify({ type: 'ERROR', message: t('usage.exportFailed') });
    } finally {
      setExporting(null);
    }
  };

  return (
    <section className="mx-auto w-full max-w-5xl px-3 py-4 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-900">{t('usage.title')}</h1>
      <form onSubmit={apply} className="mt-3 grid grid-cols-2 items-end gap-3 sm:flex" aria-label={t('usage.rangeLabel')}>
        <DateRangeFields
          labels={{ from: t('usage.startDate'), to: t('usage.endDate') }}
          from={draft.startDate}
          to={draft.endDate}
          onFrom={(v) => setDraft((d) => ({ ...d, startDate: v }))}
          onTo={(v) => setDraft((d) => ({ ...d, endDate: v }))}
          inputClassName={FIELD}
          required
        />
        <Button type="submit" disabled={!!draftError} className="col-span-2">
          {t('usage.show')}
        </Button>
      </form>
      {draftError && (
        <p role="alert" className="mt-2 text-sm text-signal-700">
          {t(draftError === 'order' ? 'usage.rangeOrder' : 'usage.rangeLength')}
        </p>
      )}

      <div className="mt-4 overflow-hidden rounded-lg bg-white ring-1 ring-ink-100">
        {embed.isPending ? (
          <Spinner label={t('usage.loading')} className="m-6 size-8" />
        ) : embed.isError ? (
          <p role="alert" className="p-6 text-center text-ink-700">
            {t('usage.unavailable')}
          </p>
        ) : (
          <iframe
            key={embed.data.EmbedUrl}
            src={embed.data.EmbedUrl}
            title={t('usage.dashboardTitle')}
            className="block h-[68rem] w-full sm:h-[56rem]"
            referrerPolicy="no-referrer"
          />
        )}
      </div>

      <section aria-labelledby="usage-exports" className="mt-6">
        <h2 id="usage-exports" className="text-lg font-bold text-brand-900">
          {t('usage.exportsTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{t('usage.exportsText')}</p>
        <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {EXPORTS.map((x) => (
            <Button
              key={`${x.report}-${x.format}`}
              variant="secondary"
              disabled={exporting !== null}
              onClick={() => void exportReport(x)}
            >
              {t(x.report === 'TR' ? 'usage.exportTitleReport' : 'usage.exportDatabaseReport', {
                format: x.format.toUpperCase(),
              })}
            </Button>
          ))}
        </div>
      </section>
    </section>
  );
}
