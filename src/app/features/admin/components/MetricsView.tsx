import { useTranslation } from 'react-i18next';
import { useMetrics } from '../api/management';
import { Facts, RefreshableView, TitledCard, useSizeFormat } from './parts';

/** Metrics: HTTP timings per route, the process, the database (002 §2). */
export function MetricsView() {
  const { t } = useTranslation();
  const size = useSizeFormat();
  const metrics = useMetrics();
  return (
    <RefreshableView query={metrics}>
      {(m) => (
        <>
          <div className="grid gap-3 md:grid-cols-2">
            <TitledCard id="m-process" title={t('admin.metrics.process')}>
              <Facts
                rows={[
                  [t('admin.metrics.uptime'), `${m.process.uptimeSeconds} s`],
                  [t('admin.metrics.node'), m.process.nodeVersion],
                  [t('admin.metrics.rss'), size(m.process.rssBytes)],
                  [t('admin.metrics.heap'), `${size(m.process.heapUsedBytes)} / ${size(m.process.heapTotalBytes)}`],
                  [t('admin.metrics.cpu'), `${m.process.cpuUserMs} / ${m.process.cpuSystemMs} ms`],
                  [t('admin.metrics.loop'), `${m.process.eventLoopDelayMs.mean} / ${m.process.eventLoopDelayMs.p99} ms`],
                ]}
              />
            </TitledCard>
            <TitledCard id="m-db" title={t('admin.metrics.database')}>
              <Facts
                rows={[
                  [t('admin.health.database'), m.database.dialect],
                  [t('admin.metrics.ping'), `${m.database.pingMs} ms`],
                  [t('admin.metrics.size'), size(m.database.sizeBytes)],
                  ...m.database.tables.map((x): [string, string] => [x.name, String(x.rows)]),
                ]}
              />
            </TitledCard>
          </div>
          <TitledCard id="m-http" title={t('admin.metrics.http', { n: m.http.count })}>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-start text-ink-700">
                    {['route', 'count', 'mean', 'p95', 'max'].map((c) => (
                      <th key={c} scope="col" className="px-2 py-1 text-start">
                        {t(`admin.metrics.col.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {m.http.routes.map((r) => (
                    <tr key={`${r.method} ${r.route}`} className="border-t border-ink-100">
                      <th scope="row" className="max-w-[12rem] break-all px-2 py-1 text-start font-mono text-xs font-normal">
                        {r.method} {r.route}
                      </th>
                      <td className="px-2 py-1">{r.count}</td>
                      <td className="px-2 py-1">{r.meanMs}</td>
                      <td className="px-2 py-1">{r.p95Ms}</td>
                      <td className="px-2 py-1">{r.maxMs}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </TitledCard>
        </>
      )}
    </RefreshableView>
  );
}
