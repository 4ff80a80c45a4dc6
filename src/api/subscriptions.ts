import * as z from 'zod/mini';

export const SUBSCRIPTIONS_PATH = '/api/user-subscriptions/current-user/subscriptions';
export const CURRENT_USER_SUBSCRIPTIONS_PATH = '/api/user-subscriptions/current-user';

/** A subscription of the selected account (000 §3). */
export const subscription = z.object({
  id: z.number().check(z.int()),
  subscriptionInfo: z.object({
    publisherSearchKey: z.string(),
    subscriptionAbbrName: z.string(),
    subscriptionImagePath: z.string(),
    subscriptionName: z.string(),
  }),
});
export type Subscription = z.infer<typeof subscription>;
export const subscriptionsReply = z.array(subscription);
