import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTabs } from '../../../components/ui/ResponsiveTabs';
import { ADMIN_VIEWS, type AdminView } from '../admin-views';
import { AuditsView } from './AuditsView';
import { ConfigurationView } from './ConfigurationView';
import { HealthView } from './HealthView';
import { LoggersView } from './LoggersView';
import { MailOutboxView } from './MailOutboxView';
import { MetricsView } from './MetricsView';
import { ThreadDumpView } from './ThreadDumpView';

const VIEWS: Record<AdminView, ComponentType> = {
  health: HealthView, metrics: MetricsView, threaddump: ThreadDumpView, loggers: LoggersView, configuration: ConfigurationView, audits: AuditsView, mail: MailOutboxView,
};

/** /admin: the administration area (002 §2), one view at a time, picked by tab (a select on phones). */
export function AdminPage({ view, onView }: { view: AdminView; onView: (v: AdminView) => void }) {
  const { t } = useTranslation();
  const View = VIEWS[view];
  return (
    <section className="mx-auto w-full max-w-5xl px-3 py-4 sm:px-6">
      <h1 className="mb-3 text-2xl font-bold text-brand-900">{t('admin.title')}</h1>
      <ResponsiveTabs label={t('admin.views')} tabs={ADMIN_VIEWS.map((id) => ({ id, label: t(`admin.view.${id}`) }))} value={view} onChange={(id) => onView(id as AdminView)} panelId="admin-panel" />
      <div id="admin-panel" role="tabpanel" aria-label={t(`admin.view.${view}`)} className="mt-4">
        <h2 className="sr-only">{t(`admin.view.${view}`)}</h2>
        <View />
      </div>
    </section>
  );
}
