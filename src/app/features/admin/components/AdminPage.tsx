import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTabs } from '../../../components/ui/ResponsiveTabs';
import type { AdminView } from '../admin-views';
import { AuditsView } from './AuditsView';
import { ConfigurationView } from './ConfigurationView';
import { HealthView } from './HealthView';
import { ImportsView } from './ImportsView';
import { LoggersView } from './LoggersView';
import { MailOutboxView } from './MailOutboxView';
import { MetricsView } from './MetricsView';
import { ThreadDumpView } from './ThreadDumpView';

/** Whose administration this is: the whole platform (the operator) or one customer account. */
export type AdminScope = { kind: 'platform' } | { kind: 'account'; accountName: string };

const VIEWS: Record<AdminView, ComponentType<{ platform: boolean }>> = {
  health: HealthView,
  metrics: MetricsView,
  threaddump: ThreadDumpView,
  loggers: LoggersView,
  configuration: ConfigurationView,
  audits: AuditsView,
  mail: MailOutboxView,
  imports: ImportsView,
};

/**
 * /admin: the administration area (002 §2), one view at a time, picked by tab (a select on
 * phones). `views` are the ones the role has: the server refuses the others.
 */
export function AdminPage({
  view,
  views,
  scope,
  onView,
}: {
  view: AdminView;
  views: readonly AdminView[];
  scope: AdminScope;
  onView: (v: AdminView) => void;
}) {
  const { t } = useTranslation();
  const View = VIEWS[view];
  const platform = scope.kind === 'platform';
  return (
    <section className="mx-auto w-full max-w-5xl px-3 py-4 sm:px-6">
      <h1 className="text-2xl font-bold text-brand-900">{t('admin.title')}</h1>
      <p className="mb-3 text-sm text-ink-700">
        {platform ? t('admin.scope.platform') : t('admin.scope.account', { account: scope.accountName })}
      </p>
      <ResponsiveTabs
        label={t('admin.views')}
        tabs={views.map((id) => ({ id, label: t(`admin.view.${id}`) }))}
        value={view}
        onChange={(id) => onView(id as AdminView)}
        panelId="admin-panel"
      />
      <div id="admin-panel" role="tabpanel" aria-label={t(`admin.view.${view}`)} className="mt-4">
        <h2 className="sr-only">{t(`admin.view.${view}`)}</h2>
        <View platform={platform} />
      </div>
    </section>
  );
}
