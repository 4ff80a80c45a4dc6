import type { ReactNode } from 'react';
import { DecorativeImage } from '../../../components/ui/DecorativeImage';
import type { Subscription } from '../../../../api/subscriptions';

/**
 * A subscription's logo, short and full name, then what its card offers (`children`). `muted` for
 * one the account does not have yet (the marketplace), so it reads as unowned beside its own.
 */
export function SubscriptionSummary({
  subscription,
  muted = false,
  children,
}: {
  subscription: Subscription;
  muted?: boolean;
  children?: ReactNode;
}) {
  const info = subscription.subscriptionInfo;
  return (
    <>
      <DecorativeImage
        src={info.subscriptionImagePath}
        className={`size-12 shrink-0 rounded-lg object-contain${muted ? ' opacity-80' : ''}`}
      />
      <span className="min-w-0">
        <span className={`block text-lg font-bold ${muted ? 'text-ink-900' : 'text-brand-800'}`}>
          {info.subscriptionAbbrName}
        </span>
        <span className="block text-sm text-ink-700">{info.subscriptionName}</span>
        {children}
      </span>
    </>
  );
}
