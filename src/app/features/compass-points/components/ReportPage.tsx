import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { useReport } from '../api/report';
import { defaultRange, fillDays, niceMax, ticks, type DayCounts } from '../report-rules';

type Series = 'created' | 'shared' | 'deactivated';
const SERIES: { id: Series; color: string }[] = [
  { id: 'created', color: '#0f5f8a' },
  { id: 'shared', color: '#1d8c5a' },
  { id: 'deactivated', color: '#b4530a' },
];

/** /compass-points-report (CP_ADMIN): created, shared and deactivated per day, and the top documents (001 §2, §7). */
export function ReportPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState(() => defaultRange(new Date()));
  const report = useReport(range);
  const days = report.data ? fillDays(report.data.days, report.data.startDate, report.data.endDate) : [];
  return (
    <section className="mx-auto w-full max-w-6xl px-3 py-4 sm:px-6">
      <h1 className="mb-4 text-2xl font-bold text-brand-900">{t('compassPoints.report.title')}</h1>
      <form className="mb-4 flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        {(['startDate', 'endDate'] as const).map((k) => (
          <label key={k}>
            <span className="mb-1 block text-sm font-semibold text-ink-800">{t(`compassPoints.report.${k}`)}</span>
            <input
              type="date"
              value={range[k]}
              max={k === 'startDate' ? range.endDate : undefined}
              min={k === 'endDate' ? range.startDate : undefined}
              onChange={(e) => e.target.value && setRange((r) => ({ ...r, [k]: e.target.value }))}
              className="min-h-11 rounded-lg border border-ink-300 bg-white px-2"
            />
          </label>
        ))}
      </form>
      {report.isPending ? (
        <Spinner label={t('compassPoints.loading')} />
      ) : (
        report.data && (
          <div className="space-y-6">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {(['created', 'shared', 'deactivated', 'reactivated', 'activePoints'] as const).map((k) => (
                <div key={k} className="rounded-lg bg-white p-3 ring-1 ring-ink-100">
                  <dt className="text-xs font-semibold tracking-wide text-ink-700 uppercase">
                    {t(`compassPoints.report.totals.${k}`)}
                  </dt>
                  <dd className="text-2xl font-bold text-brand-900">{report.data.totals[k]}</dd>
                </div>
              ))}
            </dl>
            <DayChart days={days} />
            <TopDocuments docs={report.data.topDocuments} />
          </div>
        )
      )}
    </section>
  );
}

/**
 * Grouped bars per day in SVG; the same numbers follow in a table for screen readers. Drawn here,
 * not by a chart library: one bar chart does not earn a library's weight on a phone's first load.
 */
function DayChart({ days }: { days: DayCounts[] }) {
  const { t, i18n } = useTranslation();
  const top = niceMax(Math.max(0, ...days.flatMap((d) => [d.created, d.shared, d.deactivated])));
  const W = Math.max(320, days.length * 48),
    H = 200,
    L = 32,
    B = 28;
  const band = (W - L) / Math.max(1, days.length);
  const bar = Math.max(3, Math.min(12, (band - 8) / 3));
  const y = (v: number) => H - B - (v / top) * (H - B - 8);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  return (
    <figure className="rounded-lg bg-white p-3 ring-1 ring-ink-100">
      <figcaption className="mb-2 flex flex-wrap items-center gap-4 font-semibold text-ink-900">
        {t('compassPoints.report.perDay')}
        {SERIES.map((s) => (
          <span key={s.id} className="inline-flex items-center gap-1 text-sm font-normal text-ink-800">
            <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
            {t(`compassPoints.report.totals.${s.id}`)}
          </span>
        ))}
      </figcaption>
      <div className="overflow-x-auto">
        <svg viewBox={`0 0 ${W} ${H}`} className="h-56 min-w-full" style={{ width: W }} aria-hidden="true">
          {ticks(top, Math.min(4, top)).map((v) => (
            <g key={v}>
              <line x1={L} x2={W} y1={y(v)} y2={y(v)} stroke="#d9dee3" />
              <text x={L - 4} y={y(v) + 4} textAnchor="end" fontSize="10" fill="#4a5560">
                {v}
              </text>
            </g>
          ))}
          {days.map((d, i) => (
            <g key={d.date} transform={`translate(${L + i * band + (band - bar * 3) / 2},0)`}>
              {SERIES.map((s, j) => (
                <rect key={s.id} x={j * bar} y={y(d[s.id])} width={bar - 1} height={H - B - y(d[s.id])} fill={s.color} rx="1" />
              ))}
              <text x={(bar * 3) / 2} y={H - 10} textAnchor="middle" fontSize="10" fill="#4a5560">
                {day(d.date)}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <table className="sr-only">
        <caption>{t('compassPoints.report.perDay')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compassPoints.report.day')}</th>
            {SERIES.map((s) => (
              <th key={s.id} scope="col">
                {t(`compassPoints.report.totals.${s.id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{day(d.date)}</th>
              {SERIES.map((s) => (
                <td key={s.id}>{d[s.id]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function TopDocuments({
  docs,
}: {
  docs: { contentCode: string; designation: string; documentTitle: string; created: number; activePoints: number }[];
}) {
  const { t } = useTranslation();
  const max = Math.max(1, ...docs.map((d) => d.created));
  return (
    <section className="rounded-lg bg-white p-3 ring-1 ring-ink-100">
      <h2 className="mb-2 font-semibold text-ink-900">{t('compassPoints.report.topDocuments')}</h2>
      {docs.length === 0 ? (
        <p className="text-ink-700">{t('compassPoints.report.noActivity')}</p>
      ) : (
        <ol className="space-y-2">
          {docs.map((d) => (
            <li key={d.contentCode}>
              <p className="text-sm break-words text-ink-900">
                <span className="font-semibold">{d.designation}</span> {d.documentTitle}
              </p>
              <div className="flex items-center gap-2">
                <div className="h-3 flex-1 rounded bg-ink-100" aria-hidden="true">
                  <div className="h-3 rounded bg-brand-700" style={{ width: `${(d.created / max) * 100}%` }} />
                </div>
                <span className="shrink-0 text-sm text-ink-800">
                  {t('compassPoints.report.docCounts', { created: d.created, active: d.activePoints })}
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
