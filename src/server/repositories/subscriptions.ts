import type { DbOrTx } from '../db/database';

/** What a subscription product shows wherever it is listed: the product and its publisher's code. */
const PRODUCT_COLUMNS = [
  'subscription_products.id',
  'subscription_products.search_key',
  'subscription_products.abbr_name',
  'subscription_products.name',
  'subscription_products.image_path',
  'publishers.code as publisher_code',
] as const;

/** The subscription products an account holds, with their publisher. */
export async function listAccountSubscriptions(db: DbOrTx, accountId: number) {
  return db
    .selectFrom('account_subscriptions')
    .innerJoin('subscription_products', 'subscription_products.id', 'account_subscriptions.product_id')
    .innerJoin('publishers', 'publishers.id', 'subscription_products.publisher_id')
    .select(PRODUCT_COLUMNS)
    .where('account_subscriptions.account_id', '=', accountId)
    .orderBy('subscription_products.abbr_name')
    .execute();
}

/** The subscription products of these publishers (every publisher when null), with their publisher. */
export async function listProductsOfPublishers(db: DbOrTx, publisherIds: number[] | null) {
  let q = db
    .selectFrom('subscription_products')
    .innerJoin('publishers', 'publishers.id', 'subscription_products.publisher_id')
    .select(PRODUCT_COLUMNS);
  if (publisherIds !== null) q = q.where('subscription_products.publisher_id', 'in', publisherIds.length ? publisherIds : [-1]);
  return q.orderBy('subscription_products.abbr_name').execute();
}
