import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZES } from '../../../../api/admin';
import { DateRangeFields } from '../../../components/ui/DateRangeFields';
import { pageWindow } from '../../../lib/paging';
import { useAudits, type AuditFilter } from '../api/management';
import { CARD, FIELD, Loaded } from './parts';
import { Pagination } from '../../../components/ui/Pagination';
import { SelectOptions } from '../../../components/ui/SelectOptions';
import { PageSizeSelect } from '../../../components/ui/PageSizeSelect';

const SORTS = ['auditEventDate,desc', 'auditEventDate,asc', 'principal,asc', 'auditEventType,asc'] as const;
const dateOnly = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The audit list: date range, paging, sorting, total from x-total-count (002 §2, §7). The
 * operator's spans every tenant, so each event names its tenant there.
 */
export function AuditsView({ platform = false }: { platform?: boolean }) {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState<AuditFilter>(() => ({
    page: 0,
    size: 20,
    sort: 'auditEventDate,desc',
    fromDate: dateOnly(new Date(Date.now() - 30 * 86_400_000)),
    toDate: dateOnly(new Date()),
  }));
  const audits = useAudits(q);
  const set = (patch: Partial<typeof q>) => setQ((s) => ({ ...s, page: 0, ...patch }));
  const fmt = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div className="space-y-3">
      <form
        className="grid grid-cols-2 gap-3 md:grid-cols-4"
        aria-label={t('admin.audits.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <DateRangeFields
          labels={{ from: t('admin.audits.from'), to: t('admin.audits.to') }}
          from={q.fromDate}
          to={q.toDate}
          // A cleared field is ignored: the audit filter always has both ends.
          onFrom={(v) => v && set({ fromDate: v })}
          onTo={(v) => v && set({ toDate: v })}
          inputClassName={FIELD}
        />
        <label className="block text-sm font-semibold text-ink-800">
          {t('admin.audits.sort')}
          <select className={FIELD} value={q.sort} onChange={(e) => set({ sort: e.target.value })}>
            <SelectOptions values={SORTS} label={(s) => t(`admin.audits.sorts.${s.replace(',', '_')}`)} />
          </select>
        </label>
        <label className="block text-sm font-semibold text-ink-800">
          {t('admin.audits.pageSize')}
          <PageSizeSelect className={FIELD} sizes={AUDIT_PAGE_SIZES} value={q.size} onChange={(size) => set({ size })} />
        </label>
      </form>
      <Loaded query={audits}>
        {({ items, total }) => {
          const p = pageWindow(q.page, q.size, total);
          return (
            <>
              <p className="text-sm text-ink-700" aria-live="polite">
                {t('admin.audits.showing', { first: p.first, last: p.last, total })}
              </p>
              {items.length === 0 ? (
                <p className={CARD}>{t('admin.audits.empty')}</p>
              ) : (
                <ul
                  className="divide-y divide-ink-100 rounded-lg bg-white ring-1 ring-ink-100"
                  aria-label={t('admin.audits.list')}
                >
                  {items.map((a) => (
                    <li key={a.id} className="p-3 text-sm">
                      <p className="flex flex-wrap justify-between gap-2">
                        <span className="font-bold text-brand-900">{a.type}</span>
                        <time dateTime={a.timestamp} className="text-ink-700">
                          {fmt.format(new Date(a.timestamp))}
                        </time>
                      </p>
                      <p className="break-all">{a.principal}</p>
                      {platform && a.tenantId && (
                        <p className="text-xs text-ink-700">{t('admin.tenant', { tenant: a.tenantId })}</p>
                      )}
                      {Object.keys(a.data).length > 0 && (
                        <p className="break-all font-mono text-xs text-ink-700">
                          {Object.entries(a.data)
                            .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
                            .join(' · ')}
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                page={q.page}
                size={q.size}
                total={total}
                onPage={(page) => setQ((s) => ({ ...s, page }))}
                label={t('admin.pager')}
              />
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
