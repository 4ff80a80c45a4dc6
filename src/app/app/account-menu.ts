import type { Account, AuthenticationData } from '../../api/account';
import type { TenantConfig } from '../../api/tenant';
import { canSwitchAccount } from '../features/session/session-rules';
import { hasAnyAuthority, isDrm } from './guards';

/** One account-menu item; the shell's AppHeader renders them. */
export interface AccountMenuItem {
  id:
    | 'myAccount'
    | 'switchAccount'
    | 'userManagement'
    | 'administration'
    | 'organisationAccount'
    | 'sharedWithMe'
    | 'signInPersonally'
    | 'signOut';
  labelKey: string;
  to?: string;
  href?: string;
  external?: boolean;
  action?: 'signOut' | 'signInPersonally';
}

export interface AccountMenuInput {
  tenant: Pick<TenantConfig, 'features' | 'userManagement' | 'accountAreaUrl'>;
  account: Pick<Account, 'cgEntitlements' | 'authorities' | 'profileManagementUrl' | 'contentSecurity'>;
  authenticationData: AuthenticationData | null | undefined;
}

/** Builds the account menu of 000 §2.5. */
export function accountMenuItems({ tenant, account, authenticationData }: AccountMenuInput): AccountMenuItem[] {
  const items: AccountMenuItem[] = [];
  items.push(
    account.profileManagementUrl
      ? { id: 'myAccount', labelKey: 'menu.myAccount', href: account.profileManagementUrl, external: true }
      : { id: 'myAccount', labelKey: 'menu.myAccount', to: '/myAccount' },
  );
  if (canSwitchAccount(account, authenticationData))
    items.push({ id: 'switchAccount', labelKey: 'menu.switchAccount', to: '/switch-account' });
  if (tenant.userManagement.enable && tenant.userManagement.url && hasAnyAuthority(account.authorities, ['ADMIN'])) {
    items.push({ id: 'userManagement', labelKey: 'menu.userManagement', href: tenant.userManagement.url, external: true });
  }
  // The account's audits and mail: offered only where the server grants them, never under DRM.
  if (hasAnyAuthority(account.authorities, ['ADMIN']) && !isDrm(account))
    items.push({ id: 'administration', labelKey: 'admin.title', to: '/admin' });
  // The organisation's own account area, its own setting: never the central login (clUrl), which
  // signs the user out. No entry when the tenant names none.
  const area = tenant.accountAreaUrl;
  if (area)
    items.push(
      area.startsWith('/')
        ? { id: 'organisationAccount', labelKey: 'menu.organisationAccount', to: area }
        : { id: 'organisationAccount', labelKey: 'menu.organisationAccount', href: area, external: true },
    );
  if (tenant.features.includes('content-share'))
    items.push({ id: 'sharedWithMe', labelKey: 'menu.sharedWithMe', to: '/sharedWithMe' });
  // Signed in by the network's address, a person may still use their own sign-in.
  if (authenticationData?.authType === 'IP')
    items.push({ id: 'signInPersonally', labelKey: 'menu.signInPersonally', action: 'signInPersonally' });
  items.push({ id: 'signOut', labelKey: 'menu.signOut', action: 'signOut' });
  return items;
}
