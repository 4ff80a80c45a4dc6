import type { Account } from '../../api/account';
import type { Subscription } from '../../api/subscriptions';
import type { ExternalUrl, TenantConfig } from '../../api/tenant';
import { LANGUAGES } from '../../api/languages';
import type { SidebarEntry } from '../components/shell/sidebar-entry';
import { subscriptionSearchUrl } from '../lib/search-links';
import { hasAnyAuthority, hasCompassPoints, isDrm } from './guards';

export type { SidebarEntry };

export interface SidebarInput {
  tenant: Pick<TenantConfig, 'isMainTenant' | 'features' | 'helpMenu'>;
  account: Pick<
    Account,
    'userType' | 'compassPointFlag' | 'customCollection' | 'authorities' | 'contentSecurity' | 'userMenuList'
  >;
  subscriptions: Subscription[];
  groupEnabled: boolean;
  externalUrls: ExternalUrl[];
  /** Current interface language (marks the language entry). */
  currentLanguage?: string;
  /** E-Learning opens after an entitlement-status check the caller performs. */
  onELearning?: () => void;
  onLanguage?: (code: string) => void;
}

/** Menu names the user menu list uses for each entry id. */
const MENU_NAMES: Record<string, string> = {
  home: 'Home',
  subscriptions: 'Subscriptions',
  tracker: 'Tracker',
  favorites: 'Favorites',
  groups: 'Groups',
  eLearning: 'E-Learning',
  compassPoints: 'Compass Points',
  subscriptionUsage: 'Subscription Usage',
  customCollection: 'Custom Collection',
  compassPointsAdmin: 'Compass Points Admin',
  compassPointsReport: 'Compass Points Report',
  videoTutorials: 'Video Tutorials',
  moreResources: 'More Resources',
};
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function menuItem(account: SidebarInput['account'], id: string) {
  const name = MENU_NAMES[id];
  return name ? account.userMenuList.find((m) => norm(m.menu.menuName) === norm(name)) : undefined;
}

/** Builds the sidebar of 000 §2.5 from the session. */
export function sidebarEntries(input: SidebarInput): SidebarEntry[] {
  const { tenant, account, subscriptions, groupEnabled, externalUrls, currentLanguage, onELearning, onLanguage } = input;
  const individual = account.userType !== 'COMPANY';
  const cpAdmin = account.compassPointFlag && hasAnyAuthority(account.authorities, ['CP_ADMIN']);
  const trackerItem = menuItem(account, 'tracker');

  const main: SidebarEntry[] = [{ id: 'home', labelKey: 'nav.home', to: '/', section: 'main' }];
  if (subscriptions.length > 1) {
    main.push({
      id: 'subscriptions',
      labelKey: 'nav.subscriptions',
      section: 'main',
      children: subscriptions.map((s) => ({
        id: `subscription-${s.id}`,
        labelKey: s.subscriptionInfo.subscriptionName,
        to: subscriptionSearchUrl(s),
        section: 'main',
      })),
    });
  }
  if (tenant.features.includes('show-tracker') && trackerItem?.isShowed)
    main.push({ id: 'tracker', labelKey: 'nav.tracker', to: '/trackChanges', section: 'main' });
  main.push({ id: 'favorites', labelKey: 'nav.favorites', to: '/favorites', section: 'main' });
  if (groupEnabled && individual) main.push({ id: 'groups', labelKey: 'nav.groups', to: '/groups', section: 'main' });
  if (tenant.isMainTenant)
    main.push({ id: 'eLearning', labelKey: 'nav.elearning', external: true, onSelect: onELearning, section: 'main' });
  // 000 §2.5: compass points go in at position 5 (index 4), or last when the list is shorter.
  if (individual && hasCompassPoints(account))
    main.splice(Math.min(4, main.length), 0, {
      id: 'compassPoints',
      labelKey: 'nav.compassPoints',
      to: '/compass-points-list',
      section: 'main',
    });

  const secondary: SidebarEntry[] = [];
  // 000 §2.5: listed for everyone; the account's menu list hides it for whoever may not open the report.
  secondary.push({ id: 'subscriptionUsage', labelKey: 'nav.subscriptionUsage', to: '/usage-report', section: 'second' });
  if (account.customCollection)
    secondary.push({ id: 'customCollection', labelKey: 'nav.customCollection', to: '/custom-collections', section: 'second' });
  if (cpAdmin) {
    secondary.push({
      id: 'compassPointsAdmin',
      labelKey: 'nav.compassPointsAdmin',
      to: '/compass-points-admin-list',
      section: 'second',
    });
    if (!isDrm(account))
      secondary.push({
        id: 'compassPointsReport',
        labelKey: 'nav.compassPointsReport',
        to: '/compass-points-report',
        section: 'second',
      });
  }

  const external: SidebarEntry[] = externalUrls
    .filter((u) => u.position.toUpperCase().includes('LEFT'))
    .map((u, i) => ({ id: `external-${i}`, labelKey: u.title, href: u.url, external: true, section: 'external' }));

  const helpChildren: SidebarEntry[] = [{ id: 'videoTutorials', labelKey: 'nav.videoTutorials', to: '/video', section: 'help' }];
  if (tenant.isMainTenant)
    helpChildren.push({ id: 'moreResources', labelKey: 'nav.moreResources', to: '/user-resources', section: 'help' });
  for (const menu of tenant.helpMenu) {
    for (const topic of menu.topics) {
      const local = topic.url.startsWith('/');
      helpChildren.push({
        id: `help-${menu.id}-${topic.key}`,
        labelKey: topic.key,
        ...(local ? { to: topic.url } : { href: topic.url, external: true }),
        section: 'help',
      });
    }
  }
  // Help and language are flat sections; the Sidebar heads them and shows them on small screens only.
  const entries: SidebarEntry[] = [...main, ...secondary, ...external, ...helpChildren];
  if (tenant.features.includes('language-selection')) {
    for (const l of LANGUAGES) {
      entries.push({
        id: `language-${l.code}`,
        labelKey: l.label,
        current: l.code === currentLanguage,
        onSelect: onLanguage && (() => onLanguage(l.code)),
        section: 'language',
      });
    }
  }
  return entries.filter(visible(account));
}

/** Entries are hidden when the user menu list marks them not shown (000 §2.5). */
const visible = (account: SidebarInput['account']) => (e: SidebarEntry) => {
  if (e.id === 'tracker') return true; // already required to be shown
  const item = menuItem(account, e.id);
  return !item || item.isShowed;
};
