import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { IMPORT_ACCEPT, type ImportJob } from '../../../../api/imports';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { formatSize } from '../../../lib/format';
import { useImportHistory, useStartImport, type UploadProgress } from '../api/imports';
import { ImportReport } from './ImportReport';
import { CARD, FIELD, Loaded } from './parts';

const SIZE = 10;

/** A job's counts in one line. */
export function JobCounts({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-ink-900">
      {t('admin.imports.counts', {
        imported: job.imported,
        updated: job.updated,
        unchanged: job.unchanged,
        refused: job.refused,
      })}
    </p>
  );
}

export const STATE_TONE: Record<ImportJob['state'], string> = {
  receiving: 'bg-ink-100 text-ink-900',
  queued: 'bg-needle-300 text-ink-900',
  running: 'bg-brand-100 text-brand-900',
  done: 'bg-ok-50 text-ok-700',
  failed: 'bg-signal-50 text-signal-700',
};

function UploadCard({
  publishers,
  onStarted,
}: {
  publishers: { code: string; name: string }[];
  onStarted: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [publisher, setPublisher] = useState('');
  const [label, setLabel] = useState('');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const start = useStartImport(setProgress);
  const bytes = files.reduce((n, f) => n + f.size, 0);
  return (
    <section className={CARD} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="font-bold text-brand-900">
        {t('admin.imports.upload.title')}
      </h3>
      <p className="mb-3 text-sm text-ink-700">{t('admin.imports.upload.help')}</p>
      <form
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!files.length) return;
          start.mutate(
            { files, publisher: publisher || null, label },
            {
              onSuccess: (job) => {
                setFiles([]);
                setProgress(null);
                onStarted(job.id);
              },
            },
          );
        }}
      >
        <div>
          <label htmlFor={`${ids}-files`} className="mb-1 block text-sm font-semibold text-ink-900">
            {t('admin.imports.upload.files')}
          </label>
          <input
            id={`${ids}-files`}
            type="file"
            multiple
            accept={IMPORT_ACCEPT}
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
            className="block min-h-11 w-full text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
          {files.length > 0 && (
            <p className="mt-1 text-sm text-ink-700">
              {t('admin.imports.upload.chosen', { n: files.length, size: formatSize(bytes, i18n.language) })}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${ids}-publisher`} className="mb-1 block text-sm font-semibold text-ink-900">
            {t('admin.imports.upload.publisher')}
          </label>
          <select id={`${ids}-publisher`} className={FIELD} value={publisher} onChange={(e) => setPublisher(e.target.value)}>
            <option value="">{t('admin.imports.upload.noPublisher')}</option>
            {publishers.map((p) => (
              <option key={p.code} value={p.code}>
                {p.code} · {p.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-label`} className="mb-1 block text-sm font-semibold text-ink-900">
            {t('admin.imports.upload.label')}
          </label>
          <input id={`${ids}-label`} className={FIELD} value={label} maxLength={200} onChange={(e) => setLabel(e.target.value)} />
        </div>
        <Button type="submit" disabled={!files.length || start.isPending}>
          {t('admin.imports.upload.start')}
        </Button>
        {start.isPending && progress && (
          <div role="status" className="space-y-1">
            <p className="break-all text-sm text-ink-900">
              {t('admin.imports.upload.uploading', { n: progress.file, total: progress.files, name: progress.name })}
            </p>
            <progress
              className="h-2 w-full"
              max={progress.files}
              value={progress.file - 1}
              aria-label={t('admin.imports.upload.progress')}
            />
          </div>
        )}
        {start.isError && (
          <p role="alert" className="text-sm text-signal-700">
            {t('admin.imports.upload.failed')}
          </p>
        )}
      </form>
    </section>
  );
}

/**
 * The platform operator's imports: a delivery uploaded from the phone or desk (files or ZIP
 * archives, a publisher for documents that name none), then its progress and per-file report,
 * and the history of every import, whichever way it came (console, API, command line, demo).
 */
export function ImportsView() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(0);
  const history = useImportHistory(page, SIZE);
  const open = params.get('job');
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const show = (id: string | null) => setParams(id ? { job: id } : {}, { replace: false });
  if (open) return <ImportReport id={open} onBack={() => show(null)} />;
  return (
    <Loaded query={history}>
      {(h) => (
        <div className="space-y-4">
          <UploadCard publishers={h.publishers} onStarted={show} />
          <section aria-labelledby="imports-history" className="space-y-2">
            <h3 id="imports-history" className="font-bold text-brand-900">
              {t('admin.imports.history')}
            </h3>
            {h.jobs.length === 0 ? (
              <p className={CARD}>{t('admin.imports.empty')}</p>
            ) : (
              <ul className="space-y-2">
                {h.jobs.map((j) => (
                  <li key={j.id} className={`${CARD} space-y-1`}>
                    <p className="flex flex-wrap items-center justify-between gap-2">
                      <span className="min-w-0 break-words font-bold text-brand-900">{j.label}</span>
                      <span
                        className={`inline-flex min-h-7 items-center rounded-full px-3 text-sm font-bold ${STATE_TONE[j.state]}`}
                      >
                        {t(`admin.imports.state.${j.state}`)}
                      </span>
                    </p>
                    <p className="text-sm text-ink-700">
                      {t(`admin.imports.source.${j.source}`)} · {fmt.format(new Date(j.createdAt))}
                      {j.publisherCode ? ` · ${j.publisherCode}` : ''}
                    </p>
                    <JobCounts job={j} />
                    <Button variant="secondary" onClick={() => show(j.id)}>
                      {t('admin.imports.report')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={page} size={SIZE} total={h.total} onPage={setPage} label={t('admin.pager')} />
          </section>
        </div>
      )}
    </Loaded>
  );
}
