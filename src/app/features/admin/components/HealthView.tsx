import { useTranslation } from 'react-i18next';
import { useHealth } from '../api/management';
import { CARD, Facts, RefreshableView, StatusBadge, useSizeFormat } from './parts';

/** Health: database, disk and mail (002 §2). */
export function HealthView() {
  const { t } = useTranslation();
  const size = useSizeFormat();
  const health = useHealth();
  return (
    <RefreshableView
      query={health}
      summary={(h) => (
        <p className="flex items-center gap-2 text-lg font-semibold">
          {t('admin.health.overall')} <StatusBadge status={h.status} />
        </p>
      )}
    >
      {(h) => (
        <ul className="grid gap-3 md:grid-cols-3">
          {(['db', 'diskSpace', 'mail'] as const).map((name) => {
            const c = h.components[name];
            const d = c.details as Record<string, unknown>;
            const rows: [string, string][] =
              name === 'diskSpace'
                ? [
                    [t('admin.health.free'), size(d.free as number)],
                    [t('admin.health.total'), size(d.total as number)],
                    [t('admin.health.threshold'), size(d.threshold as number)],
                  ]
                : name === 'db'
                  ? [[t('admin.health.database'), String(d.database ?? '')]]
                  : [
                      [t('admin.health.mailMode'), String(d.mode ?? '')],
                      [
                        t('admin.health.outbox'),
                        Object.entries((d.outbox as Record<string, number>) ?? {})
                          .map(([k, v]) => `${k}: ${v}`)
                          .join(', ') || '0',
                      ],
                    ];
            if (d.error) rows.push([t('admin.health.error'), String(d.error)]);
            return (
              <li key={name} className={CARD}>
                <h3 className="mb-2 flex items-center justify-between gap-2 font-bold text-brand-900">
                  {t(`admin.health.${name}`)} <StatusBadge status={c.status} />
                </h3>
                <Facts rows={rows} />
              </li>
            );
          })}
        </ul>
      )}
    </RefreshableView>
  );
}
