import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { AuditEntry } from '../../../../api/compass-points';
import { ListStates } from '../../../components/ui/ListStates';
import { useAudits } from '../api/audits';
import { usePoint } from '../api/get-point';
import { HISTORY_PAGE_SIZES, HISTORY_SORTS, historyKind, historyRows, readHistoryParams } from '../history-rules';
import { DISPLAY } from '../list-rules';
import { Pagination } from '../../../components/ui/Pagination';
import { PageSizeSelect } from '../../../components/ui/PageSizeSelect';

/** /compass-points-change-history/{id}/{contentId}/{contentCode} (001 §2, §3, §9). */
export function ChangeHistoryPage({ compassPointId, contentCode }: { compassPointId: number; contentCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = readHistoryParams(params);
  const point = usePoint(compassPointId);
  const audits = useAudits(compassPointId, { pageIndex: q.page, pageSize: q.size, sort: HISTORY_SORTS[q.sort] });
  // Replace, not push: the back arrow returns to where the history was opened from, not to the previous sort.
  const set = (next: Partial<typeof q>) =>
    setParams({ page: String(next.page ?? 0), size: String(next.size ?? q.size), sort: next.sort ?? q.sort }, { replace: true });
  return (
    <section className="mx-auto w-full max-w-4xl px-3 py-4 sm:px-6">
      <div className="mb-4 flex items-start gap-2">
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/compass-points-list'))}
          className="inline-grid size-11 shrink-0 place-items-center rounded-lg text-brand-800 hover:bg-brand-50"
          aria-label={t('compassPoints.history.back')}
          title={t('compassPoints.history.back')}
        >
          <span aria-hidden="true" className="text-2xl leading-none rtl:-scale-x-100">
            ←
          </span>
        </button>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-900">{t('compassPoints.history.title')}</h1>
          <p className="break-words text-ink-700">
            {[point.data?.name, point.data ? `${point.data.publisherCode} ${point.data.designation}` : contentCode]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      <div className="mb-3 flex flex-wrap gap-3">
        <label>
          <span className="mb-1 block text-sm font-semibold text-ink-800">{t('compassPoints.history.sort')}</span>
          <select
            value={q.sort}
            onChange={(e) => set({ sort: e.target.value as typeof q.sort })}
            className="min-h-11 rounded-lg border border-ink-300 bg-white px-2"
          >
            <option value="newest">{t('compassPoints.history.newest')}</option>
            <option value="oldest">{t('compassPoints.history.oldest')}</option>
          </select>
        </label>
        <label>
          <span className="mb-1 block text-sm font-semibold text-ink-800">{t('compassPoints.history.pageSize')}</span>
          <PageSizeSelect
            className="min-h-11 rounded-lg border border-ink-300 bg-white px-2"
            sizes={HISTORY_PAGE_SIZES}
            value={q.size}
            onChange={(size) => set({ size })}
          />
        </label>
      </div>
      <ListStates query={audits} rows={(d) => d.entries} loading="compassPoints.loading" empty="compassPoints.history.empty">
        {(entries) => (
          <ol className="space-y-3">
            {entries.map((e) => (
              <HistoryEntry key={e.id} entry={e} />
            ))}
          </ol>
        )}
      </ListStates>
      <Pagination
        page={q.page}
        size={q.size}
        total={audits.data?.total ?? 0}
        onPage={(page) => set({ page })}
        label={t('compassPoints.list.pager')}
      />
    </section>
  );
}

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const kind = historyKind(entry.dbTransactionType, entry.propagated);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.createdDate),
  );
  return (
    <li className="rounded-lg bg-white p-3 ring-1 ring-ink-100">
      <p className="font-semibold text-brand-900">{t(`compassPoints.history.kind.${kind}`)}</p>
      <p className="text-xs text-ink-600">{t('compassPoints.history.by', { who: entry.transactionUserName, date })}</p>
      <dl className="mt-2 space-y-2">
        {historyRows(entry.auditData.current, entry.auditData.previous).map((r) => (
          <div key={r.field}>
            <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
              {t(`compassPoints.history.field.${r.field}`)}
            </dt>
            <dd className="text-sm text-ink-900">
              <MoreText text={r.current || '—'} />
            </dd>
            {r.previous !== null && (
              <dd className="text-sm text-ink-600">
                <span className="font-semibold">{t('compassPoints.history.previous')}: </span>
                <MoreText text={r.previous || '—'} />
              </dd>
            )}
          </div>
        ))}
      </dl>
    </li>
  );
}

/** 001 §5: change-history text shows 255 characters with see more / see less. */
function MoreText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const long = text.length > DISPLAY.history;
  return (
    <span className="break-words whitespace-pre-wrap">
      {long && !open ? `${text.slice(0, DISPLAY.history)}…` : text}
      {long && (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
          className="ms-1 min-h-11 font-semibold text-brand-800 underline"
        >
          {t(open ? 'compassPoints.history.seeLess' : 'compassPoints.history.seeMore')}
        </button>
      )}
    </span>
  );
}
