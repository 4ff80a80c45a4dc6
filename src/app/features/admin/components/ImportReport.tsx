import { useTranslation } from 'react-i18next';
import type { ImportReportEntry } from '../../../../api/imports';
import { Button } from '../../../components/ui/Button';
import { useImportJob } from '../api/imports';
import { JobCounts, STATE_TONE } from './ImportsView';
import { CARD, Loaded } from './parts';

const FILE_TONE: Record<NonNullable<ImportReportEntry['status']> | 'pending', string> = {
  imported: 'bg-ok-50 text-ok-700',
  updated: 'bg-brand-100 text-brand-900',
  unchanged: 'bg-ink-100 text-ink-900',
  refused: 'bg-signal-50 text-signal-700',
  pending: 'bg-ink-50 text-ink-700',
};

/** One import's progress and its report, file by file, with every refusal's reason; refreshed while it runs. */
export function ImportReport({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const job = useImportJob(id);
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="space-y-3">
      <Button variant="ghost" onClick={onBack}>
        ← {t('admin.imports.back')}
      </Button>
      <Loaded query={job}>
        {({ job: j, files }) => {
          const done = files.filter((f) => f.status !== null).length;
          return (
            <>
              <section className={`${CARD} space-y-2`} aria-labelledby="import-report-title">
                <h3 id="import-report-title" className="break-words font-bold text-brand-900">
                  {t('admin.imports.reportOf', { label: j.label })}
                </h3>
                <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
                  <span className={`inline-flex min-h-7 items-center rounded-full px-3 font-bold ${STATE_TONE[j.state]}`}>
                    {t(`admin.imports.state.${j.state}`)}
                  </span>
                  <span>
                    {t(`admin.imports.source.${j.source}`)} · {fmt.format(new Date(j.createdAt))}
                  </span>
                </p>
                <JobCounts job={j} />
                {files.length > 0 && (
                  <div className="space-y-1">
                    <p className="text-sm text-ink-700">{t('admin.imports.progress', { done, total: files.length })}</p>
                    <progress
                      className="h-2 w-full"
                      max={files.length}
                      value={done}
                      aria-label={t('admin.imports.progress', { done, total: files.length })}
                    />
                  </div>
                )}
                {j.error && (
                  <p role="alert" className="text-sm text-signal-700">
                    {t('admin.imports.error', { error: j.error })}
                  </p>
                )}
              </section>
              <ul className="space-y-2" aria-label={t('admin.imports.files')}>
                {files.map((f) => (
                  <li key={f.file} className={`${CARD} space-y-1`}>
                    <p className="flex flex-wrap items-start justify-between gap-2">
                      <span className="min-w-0 break-all text-sm font-semibold text-ink-900">{f.file}</span>
                      <span
                        className={`inline-flex min-h-7 shrink-0 items-center rounded-full px-3 text-sm font-bold ${FILE_TONE[f.status ?? 'pending']}`}
                      >
                        {t(`admin.imports.file.${f.status ?? 'pending'}`)}
                      </span>
                    </p>
                    {f.contentCode && (
                      <p className="break-all text-sm text-ink-700">
                        {t('admin.imports.file.code', { code: f.contentCode })}
                        {f.pages ? ` · ${t('admin.imports.file.pages', { n: f.pages })}` : ''}
                      </p>
                    )}
                    {f.reason && (
                      <p className="text-sm text-signal-700">{t('admin.imports.file.reason', { reason: f.reason })}</p>
                    )}
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
