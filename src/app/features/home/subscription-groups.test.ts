import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../../api/subscriptions';
import { subscriptionGroups } from './subscription-groups';

const sub = (id: number, marketplace?: boolean): Subscription => ({
  id,
  subscriptionInfo: {
    publisherSearchKey: `P${id}`,
    subscriptionAbbrName: `P${id}`,
    subscriptionImagePath: '',
    subscriptionName: `Collection ${id}`,
  },
  ...(marketplace === undefined ? {} : { marketplace }),
});

describe('000 §3 home groups: subscriptions (marketplace and your)', () => {
  it('puts the account\'s own collections in "your" and the offered ones in the marketplace, in order', () => {
    const g = subscriptionGroups([sub(1, false), sub(2), sub(3, true), sub(4, true)]);
    expect(g.yours.map((s) => s.id)).toEqual([1, 2]);
    expect(g.marketplace.map((s) => s.id)).toEqual([3, 4]);
  });
  it('has an empty marketplace when the tenant offers nothing more', () => {
    expect(subscriptionGroups([sub(1, false)]).marketplace).toEqual([]);
  });
});
