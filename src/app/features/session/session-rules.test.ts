import { describe, expect, it } from 'vitest';
import type { AuthenticationData } from '../../../api/account';
import { makeAccount } from '../../../../tests/helpers/app-fixtures';
import { decideAccount, validationFailureKey, welcomeName } from './session-rules';

const ent = (id: number, acronym: string | null = null) => ({
  accountId: id,
  accountName: `Account ${id}`,
  accountSetting: { acronym },
});
const auth = (authType: AuthenticationData['authType'], whitelisted: number | null = null): AuthenticationData => ({
  authType,
  requestId: 'r',
  originatedIpAddress: '1.2.3.4',
  originatedWhiteListedAccount: whitelisted,
});

describe('000 §4 after the account is fetched', () => {
  it('one entitlement switches to it automatically', () =>
    expect(decideAccount(makeAccount({ cgEntitlements: [ent(7)], selectedAccountId: null }), auth('PWD'))).toEqual({
      kind: 'switch',
      accountId: 7,
    }));
  it('one entitlement already selected is ready', () =>
    expect(decideAccount(makeAccount({ cgEntitlements: [ent(7)], selectedAccountId: 7 }), auth('PWD'))).toEqual({
      kind: 'ready',
    }));
  it('JWT or SSO tokens use the originating whitelisted account', () => {
    expect(decideAccount(makeAccount({ cgEntitlements: [ent(1), ent(2)], selectedAccountId: null }), auth('JWT', 2))).toEqual({
      kind: 'switch',
      accountId: 2,
    });
    expect(decideAccount(makeAccount({ cgEntitlements: [ent(1), ent(2)], selectedAccountId: 2 }), auth('SSO', 2))).toEqual({
      kind: 'ready',
    });
  });
  it('several entitlements and no selected account show the switch-account page', () =>
    expect(decideAccount(makeAccount({ cgEntitlements: [ent(1), ent(2)], selectedAccountId: null }), auth('PWD'))).toEqual({
      kind: 'select',
    }));
  it('no entitlement at all ends in the sign-out dialog', () =>
    expect(decideAccount(makeAccount({ cgEntitlements: [] }), auth('PWD'))).toEqual({ kind: 'noEntitlement' }));
  it('the platform operator (no account, the operator authority) opens the operator console', () => {
    expect(
      decideAccount(makeAccount({ cgEntitlements: [], authorities: ['COMPASS_USER', 'PLATFORM_OPERATOR'] }), auth('PWD')),
    ).toEqual({ kind: 'operator' });
    // A customer's user is never the operator, whatever the list says: the server would refuse.
    expect(
      decideAccount(
        makeAccount({ cgEntitlements: [ent(7)], selectedAccountId: 7, authorities: ['COMPASS_USER', 'PLATFORM_OPERATOR'] }),
        auth('PWD'),
      ),
    ).toEqual({ kind: 'ready' });
  });
  it('SSO individual users lacking names or an entitlement go to progressive profiling', () => {
    expect(decideAccount(makeAccount({ userAccounts: { ...makeAccount().userAccounts, lastName: '' } }), auth('SSO'))).toEqual({
      kind: 'progressiveProfiling',
    });
    expect(decideAccount(makeAccount(), auth('SSO', 99))).toEqual({ kind: 'progressiveProfiling' });
  });
});

describe('authentication validation failure message', () => {
  const setting = (fedSSOEnabled: boolean) => ({ ipEnabled: true, appletEnabled: false, fedSSOEnabled });
  it('prefers the server message, else SSO or applet/IP', () => {
    expect(validationFailureKey({ validationResult: false, maeValidationMsg: 'nope', accAppAuthSetting: setting(false) })).toBe(
      'nope',
    );
    expect(validationFailureKey({ validationResult: false, maeValidationMsg: null, accAppAuthSetting: setting(true) })).toBe(
      'session.validation.sso',
    );
    expect(validationFailureKey({ validationResult: false, maeValidationMsg: null, accAppAuthSetting: setting(false) })).toBe(
      'session.validation.appletIp',
    );
  });
});

describe('000 §2.6 welcome-back name', () => {
  it('individual: first and last name', () => expect(welcomeName(makeAccount())).toBe('Ivy Ingram'));
  it('company: acronym, else company name', () => {
    expect(welcomeName(makeAccount({ userType: 'COMPANY', cgEntitlements: [ent(1, 'NWP')], selectedAccountId: 1 }))).toBe('NWP');
    expect(
      welcomeName(
        makeAccount({
          userType: 'COMPANY',
          cgEntitlements: [ent(1)],
          selectedAccountId: 1,
          userAccounts: { ...makeAccount().userAccounts, companyName: 'Northwind' },
        }),
      ),
    ).toBe('Northwind');
  });
});
