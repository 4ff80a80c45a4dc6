import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/Link';
import type { Subscription } from '../../../../api/subscriptions';
import { subscriptionSearchUrl } from '../../../lib/search-links';
import { SubscriptionSummary } from './SubscriptionSummary';

/** Subscription cards: each opens my-subscription search with its publisher refinement (000 §2.3). */
export function SubscriptionCards({ subscriptions }: { subscriptions: Subscription[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {subscriptions.map((s) => (
        <li key={s.id} className="flex">
          <Link
            to={subscriptionSearchUrl(s)}
            className="flex w-full items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink-100 hover:shadow-md hover:ring-brand-300"
          >
            <SubscriptionSummary subscription={s}>
              <span className="mt-1 block text-sm font-semibold text-brand-700">{t('home.subscription.browse')}</span>
            </SubscriptionSummary>
          </Link>
        </li>
      ))}
    </ul>
  );
}
