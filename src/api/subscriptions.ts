import * as z from 'zod/mini';

export const SUBSCRIPTIONS_PATH = '/api/user-subscriptions/current-user/subscriptions';
export const CURRENT_USER_SUBSCRIPTIONS_PATH = '/api/user-subscriptions/current-user';

/** A subscription of the selected account (000 §3). */
export const subscription = z.lazy(() =>
  z.object({
    id: z.number().check(z.int()),
    subscriptionInfo: z.object({
      publisherSearchKey: z.string(),
      subscriptionAbbrName: z.string(),
      subscriptionImagePath: z.string(),
      subscriptionName: z.string(),
    }),
    /**
     * 000 §3 home groups "subscriptions (marketplace and your)": true for a collection the tenant
     * offers that the account does not subscribe to. Only GET api/user-subscriptions/current-user
     * lists those; the session's subscription list holds the account's own.
     */
    marketplace: z.optional(z.boolean()),
  }),
);
export type Subscription = z.infer<typeof subscription>;
export const subscriptionsReply = z.array(subscription);
