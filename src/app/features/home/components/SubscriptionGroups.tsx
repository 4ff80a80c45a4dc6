import { useTranslation } from 'react-i18next';
import type { Subscription } from '../../../../api/subscriptions';
import { useSubscriptionGroups } from '../api/get-subscription-groups';
import { subscriptionGroups } from '../subscription-groups';
import { SubscriptionCards } from './SubscriptionCards';
import { SubscriptionSummary } from './SubscriptionSummary';

/**
 * The subscriptions tab (000 §3 "subscriptions (marketplace and your)"): the account's own
 * collections, then the marketplace, which the tenant's sales contact opens. Until the groups
 * arrive (or when they cannot), the session's own list stands in for "your subscriptions".
 */
export function SubscriptionGroups({ own, contactLink }: { own: Subscription[]; contactLink: string }) {
  const { t } = useTranslation();
  const groups = useSubscriptionGroups();
  const { yours, marketplace } = groups.data ? subscriptionGroups(groups.data) : { yours: own, marketplace: [] };
  return (
    <div className="space-y-6">
      <section aria-labelledby="home-your-subscriptions">
        <h2 id="home-your-subscriptions" className="mb-3 text-lg font-bold text-ink-900">
          {t('home.subscription.yours')}
        </h2>
        <SubscriptionCards subscriptions={yours} />
      </section>
      {marketplace.length > 0 && (
        <section aria-labelledby="home-marketplace">
          <h2 id="home-marketplace" className="text-lg font-bold text-ink-900">
            {t('home.subscription.marketplace')}
          </h2>
          <p className="mb-3 text-sm text-ink-700">{t('home.subscription.marketplaceIntro')}</p>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {marketplace.map((s) => (
              <li key={s.id} className="flex items-center gap-3 rounded-xl bg-white p-4 ring-1 ring-ink-100">
                <SubscriptionSummary subscription={s} muted>
                  {contactLink && (
                    <a
                      href={contactLink}
                      className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
                    >
                      {t('home.subscription.ask', { name: s.subscriptionInfo.subscriptionAbbrName })}
                    </a>
                  )}
                </SubscriptionSummary>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
