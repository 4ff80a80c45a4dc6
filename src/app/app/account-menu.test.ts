import { describe, expect, it } from 'vitest';
import type { AuthenticationData } from '../../api/account';
import { accountMenuItems } from './account-menu';
import { makeAccount, makeTenant } from '../../../tests/helpers/app-fixtures';

const two = [
  { accountId: 1, accountName: 'A', accountSetting: { acronym: null } },
  { accountId: 2, accountName: 'B', accountSetting: { acronym: null } },
];
const auth = (authType: AuthenticationData['authType']): AuthenticationData => ({
  authType,
  requestId: 'r',
  originatedIpAddress: '10.0.0.1',
  originatedWhiteListedAccount: null,
});
const ids = (...args: Parameters<typeof accountMenuItems>) => accountMenuItems(...args).map((i) => i.id);

describe('account menu (000 §2.5)', () => {
  it('a plain user gets my account and sign out', () =>
    expect(ids({ tenant: makeTenant(), account: makeAccount(), authenticationData: auth('PWD') })).toEqual([
      'myAccount',
      'signOut',
    ]));
  it('my account becomes the external profile-management link when set', () => {
    const [first] = accountMenuItems({
      tenant: makeTenant(),
      account: makeAccount({ profileManagementUrl: 'https://profile.example' }),
      authenticationData: null,
    });
    expect(first).toMatchObject({ href: 'https://profile.example', external: true });
  });
  it('switch account only for multi-account users not using JWT or SSO', () => {
    expect(
      ids({ tenant: makeTenant(), account: makeAccount({ cgEntitlements: two }), authenticationData: auth('PWD') }),
    ).toContain('switchAccount');
    expect(
      ids({ tenant: makeTenant(), account: makeAccount({ cgEntitlements: two }), authenticationData: auth('SSO') }),
    ).not.toContain('switchAccount');
    expect(
      ids({ tenant: makeTenant(), account: makeAccount({ cgEntitlements: two }), authenticationData: auth('JWT') }),
    ).not.toContain('switchAccount');
    expect(ids({ tenant: makeTenant(), account: makeAccount(), authenticationData: auth('PWD') })).not.toContain('switchAccount');
  });
  it('user management for admins when the tenant enables it', () => {
    const tenant = makeTenant({ userManagement: { enable: true, url: 'https://users.example' } });
    expect(ids({ tenant, account: makeAccount({ authorities: ['COMPASS_USER_ADMIN'] }), authenticationData: null })).toContain(
      'userManagement',
    );
    expect(ids({ tenant, account: makeAccount(), authenticationData: null })).not.toContain('userManagement');
  });
  it('administration (/admin) for admins only', () => {
    expect(
      accountMenuItems({
        tenant: makeTenant(),
        account: makeAccount({ authorities: ['COMPASS_USER_ADMIN'] }),
        authenticationData: null,
      }),
    ).toContainEqual(expect.objectContaining({ id: 'administration', to: '/admin' }));
    expect(ids({ tenant: makeTenant(), account: makeAccount(), authenticationData: null })).not.toContain('administration');
  });
  it('no administration under restricted (DRM) viewing: the server refuses it there', () => {
    expect(
      ids({
        tenant: makeTenant(),
        account: makeAccount({ authorities: ['COMPASS_USER_ADMIN'], contentSecurity: 'drm-view' }),
        authenticationData: null,
      }),
    ).not.toContain('administration');
  });
  it('organisation account link and shared with me (content-share)', () => {
    expect(
      ids({
        tenant: makeTenant({ accountAreaUrl: 'https://org.example', features: ['content-share'] }),
        account: makeAccount(),
        authenticationData: null,
      }),
    ).toEqual(['myAccount', 'organisationAccount', 'sharedWithMe', 'signOut']);
  });

  it('sign in personally only for a session that began by address (IP), before sign out', () => {
    expect(ids({ tenant: makeTenant(), account: makeAccount(), authenticationData: auth('IP') })).toEqual([
      'myAccount',
      'signInPersonally',
      'signOut',
    ]);
    for (const mode of ['PWD', 'JWT', 'APPLET', 'SSO'] as const)
      expect(ids({ tenant: makeTenant(), account: makeAccount(), authenticationData: auth(mode) })).not.toContain(
        'signInPersonally',
      );
  });
});

describe("Organisation Account leads to the organisation's own account area (000 §2.5)", () => {
  it('links to the account-area address the tenant sets', () => {
    const items = accountMenuItems({
      tenant: makeTenant({ accountAreaUrl: 'https://org.example/account', clUrl: '/central-login' }),
      account: makeAccount(),
      authenticationData: null,
    });
    expect(items).toContainEqual(
      expect.objectContaining({ id: 'organisationAccount', href: 'https://org.example/account', external: true }),
    );
  });
  it('is no menu entry when the tenant sets no account area, and never the central login', () => {
    const items = accountMenuItems({
      tenant: makeTenant({ clUrl: '/central-login', accountAreaUrl: null }),
      account: makeAccount(),
      authenticationData: null,
    });
    expect(items.map((i) => i.id)).not.toContain('organisationAccount');
    expect(items.some((i) => i.to === '/central-login' || i.href === '/central-login')).toBe(false);
  });
});

describe('My Account opens the in-app profile unless a profile-management link is set (000 §2.5)', () => {
  it('leads to /myAccount with no profile-management link, even where user management is on', () => {
    const [first] = accountMenuItems({
      tenant: makeTenant({ userManagement: { enable: true, url: '/admin/users' } }),
      account: makeAccount({ profileManagementUrl: null }),
      authenticationData: null,
    });
    expect(first).toEqual({ id: 'myAccount', labelKey: 'menu.myAccount', to: '/myAccount' });
  });
});
