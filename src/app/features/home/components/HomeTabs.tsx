import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/Link';
import type { Subscription } from '../../../../api/subscriptions';
import { ResponsiveTabs } from '../../../components/ui/ResponsiveTabs';
import { Spinner } from '../../../components/ui/Spinner';
import { useHomeTab } from '../api/get-home-tab';
import { HOME_TAB, homeTabLabelKey, visibleHomeTabs, type HomeTabContext, type HomeTabId } from '../home-tabs';
import { DocCard } from './DocCard';
import { SubscriptionGroups } from './SubscriptionGroups';

/** Props of the home tabs: the resolved tab, the rule inputs, and the two actions. */
export type HomeTabsProps = {
  ctx: HomeTabContext;
  tab: HomeTabId;
  subscriptions: Subscription[];
  /** The tenant's sales or contact link, which a marketplace collection offers (000 §3). */
  contactLink: string;
  onTabChange: (tab: HomeTabId) => void;
  onOpenDocument: (contentCode: string) => void;
};

const SEE_ALL: Partial<Record<HomeTabId, string>> = { [HOME_TAB.favorites]: '/favorites', [HOME_TAB.tracker]: '/trackChanges' };

/** The home tabs of 000 §2.6 with their count badges and six cards each. */
export function HomeTabs({ ctx, tab, subscriptions, contactLink, onTabChange, onOpenDocument }: HomeTabsProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const tabs = visibleHomeTabs(ctx);
  const current = useHomeTab(tab);
  // Badges: the tabs whose notices matter (tracker, recently updated) load with the page; others on selection.
  const tracker = useHomeTab(HOME_TAB.tracker, 0, tabs.includes(HOME_TAB.tracker));
  const updated = useHomeTab(HOME_TAB.recentlyUpdated, 0, tabs.includes(HOME_TAB.recentlyUpdated));
  const notices = (id: HomeTabId) =>
    id === HOME_TAB.tracker
      ? tracker.data?.notices
      : id === HOME_TAB.recentlyUpdated
        ? updated.data?.notices
        : id === tab
          ? current.data?.notices
          : undefined;
  const subscriptionTab = tab === HOME_TAB.subscriptions || tab === HOME_TAB.companySubscriptions;

  return (
    <section aria-label={t('home.tabs.label')}>
      <ResponsiveTabs
        tabs={tabs.map((id) => ({ id: String(id), label: t(homeTabLabelKey(id)), badge: notices(id) }))}
        value={String(tab)}
        onChange={(id) => onTabChange(Number(id) as HomeTabId)}
        label={t('home.tabs.label')}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={t(homeTabLabelKey(tab))} className="mt-4">
        {subscriptionTab ? (
          <SubscriptionGroups own={subscriptions} contactLink={contactLink} />
        ) : current.isPending ? (
          <div className="grid place-items-center py-10 text-brand-700">
            <Spinner label={t('home.loading')} />
          </div>
        ) : current.isError ? (
          <p role="alert" className="rounded-lg bg-signal-50 p-4 text-signal-700">
            {t('home.error')}
          </p>
        ) : current.data.documents.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-ink-700 ring-1 ring-ink-100">{t(`home.empty.${tab}`)}</p>
        ) : (
          <>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
              {current.data.documents.map((c) => (
                <DocCard key={c.contentCode} card={c} onOpen={onOpenDocument} />
              ))}
            </ul>
            {SEE_ALL[tab] && current.data.count > current.data.documents.length && (
              <Link to={SEE_ALL[tab]} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                {t('home.seeAll', { count: current.data.count })}
              </Link>
            )}
          </>
        )}
      </div>
    </section>
  );
}
