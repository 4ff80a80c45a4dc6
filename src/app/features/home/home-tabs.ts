import { HOME_TAB } from '../../../api/home';

export { HOME_TAB };
/** Home tab ids (000 §2.6): individual 0–3, company 4–5; the URL /home/{tabId} carries them. */
export type HomeTabId = (typeof HOME_TAB)[keyof typeof HOME_TAB];
export type UserType = 'INDIVIDUAL' | 'COMPANY';

/** What the tab rules need to know about the user and tenant. */
export interface HomeTabContext {
  userType: UserType;
  /** Tenant show-tracker feature (the tracker tab is removed without it). */
  trackerEnabled: boolean;
  /** Number of the account's subscriptions (subscription tabs need more than one). */
  subscriptionCount: number;
}

const INDIVIDUAL_TABS: readonly HomeTabId[] = [
  HOME_TAB.recentlyAccessed,
  HOME_TAB.tracker,
  HOME_TAB.favorites,
  HOME_TAB.subscriptions,
];
const COMPANY_TABS: readonly HomeTabId[] = [HOME_TAB.recentlyUpdated, HOME_TAB.companySubscriptions];
const SUBSCRIPTION_TABS: readonly HomeTabId[] = [HOME_TAB.subscriptions, HOME_TAB.companySubscriptions];

/** 000 §4: individual default is recently accessed, company default is recently updated. */
export function defaultHomeTab(userType: UserType): HomeTabId {
  return userType === 'COMPANY' ? HOME_TAB.recentlyUpdated : HOME_TAB.recentlyAccessed;
}

/** The tabs the user sees, in order, after the tracker and subscription-count rules. */
export function visibleHomeTabs(ctx: HomeTabContext): HomeTabId[] {
  const all = ctx.userType === 'COMPANY' ? COMPANY_TABS : INDIVIDUAL_TABS;
  return all.filter((id) => {
    if (id === HOME_TAB.tracker && !ctx.trackerEnabled) return false;
    if (SUBSCRIPTION_TABS.includes(id) && ctx.subscriptionCount <= 1) return false;
    return true;
  });
}

/**
 * The tab to show for the /home/{key} value: an individual id above 3 or a company id of 3 or
 * less is coerced to the default (000 §4); so are non-numbers and tabs the rules removed.
 */
export function resolveHomeTab(key: string | undefined, ctx: HomeTabContext): HomeTabId {
  const fallback = defaultHomeTab(ctx.userType);
  if (key === undefined || key.trim() === '' || !/^\d+$/.test(key.trim())) return fallback;
  const id = Number(key.trim());
  if (ctx.userType === 'INDIVIDUAL' && id > 3) return fallback;
  if (ctx.userType === 'COMPANY' && id <= 3) return fallback;
  const visible = visibleHomeTabs(ctx);
  return (visible as number[]).includes(id) ? (id as HomeTabId) : fallback;
}

/** i18n key of a tab's label: the labels are keyed by the tab's name in HOME_TAB. */
export function homeTabLabelKey(id: HomeTabId): string {
  const name = (Object.keys(HOME_TAB) as (keyof typeof HOME_TAB)[]).find((k) => HOME_TAB[k] === id);
  return `home.tabs.${name}`;
}
