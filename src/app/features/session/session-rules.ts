import { OPERATOR_AUTHORITY, type Account, type AuthenticationData, type ValidationReply } from '../../../api/account';

/** What the session start does once the account is fetched (000 §4); `operator` is Bearing's own. */
export type AccountDecision =
  | { kind: 'ready' }
  | { kind: 'operator' }
  | { kind: 'switch'; accountId: number }
  | { kind: 'select' }
  | { kind: 'noEntitlement' }
  | { kind: 'progressiveProfiling' };

const usesTokenAuth = (auth: AuthenticationData | null | undefined) => auth?.authType === 'JWT' || auth?.authType === 'SSO';

/**
 * Decides between ready, automatic switch, the switch-account page, profiling or sign-out. The
 * platform operator belongs to no account and opens the operator's console instead of the library.
 */
export function decideAccount(
  account: Pick<Account, 'cgEntitlements' | 'selectedAccountId' | 'userType' | 'userAccounts' | 'authorities'>,
  auth: AuthenticationData | null | undefined,
): AccountDecision {
  const ids = account.cgEntitlements.map((e) => e.accountId);
  if (ids.length === 0 && account.authorities.includes(OPERATOR_AUTHORITY)) return { kind: 'operator' };
  const whitelisted = auth?.originatedWhiteListedAccount ?? null;
  // SSO individual users lacking names or an entitlement for their account complete their profile.
  if (auth?.authType === 'SSO' && account.userType === 'INDIVIDUAL') {
    const missingName = !account.userAccounts.firstName.trim() || !account.userAccounts.lastName.trim();
    const missingEntitlement = whitelisted !== null && !ids.includes(whitelisted);
    if (missingName || missingEntitlement) return { kind: 'progressiveProfiling' };
  }
  if (ids.length === 0) return { kind: 'noEntitlement' };
  // JWT and SSO tokens name the account they came from.
  if (usesTokenAuth(auth) && whitelisted !== null && ids.includes(whitelisted)) {
    return account.selectedAccountId === whitelisted ? { kind: 'ready' } : { kind: 'switch', accountId: whitelisted };
  }
  if (ids.length === 1) return account.selectedAccountId === ids[0] ? { kind: 'ready' } : { kind: 'switch', accountId: ids[0] };
  if (account.selectedAccountId === null || !ids.includes(account.selectedAccountId)) return { kind: 'select' };
  return { kind: 'ready' };
}

/** The switch-account menu item is for multi-account users not using JWT or SSO (000 §2.5). */
export function canSwitchAccount(account: Pick<Account, 'cgEntitlements'>, auth: AuthenticationData | null | undefined): boolean {
  return account.cgEntitlements.length > 1 && !usesTokenAuth(auth);
}

/** The message shown before signing out after a failed validation: the server's, else applet/IP or SSO. */
export function validationFailureKey(reply: ValidationReply): string {
  if (reply.maeValidationMsg) return reply.maeValidationMsg;
  return reply.accAppAuthSetting.fedSSOEnabled ? 'session.validation.sso' : 'session.validation.appletIp';
}

/** Sign-out for applet or SSO users first shows an info dialog (000 §2.5). */
export function needsSignOutInfo(auth: AuthenticationData | null | undefined): boolean {
  return auth?.authType === 'APPLET' || auth?.authType === 'SSO';
}

/** Welcome-back name: individual first + last name, company acronym or company name (000 §2.6). */
export function welcomeName(
  account: Pick<Account, 'userType' | 'userAccounts' | 'cgEntitlements' | 'selectedAccountId'>,
): string {
  if (account.userType === 'COMPANY') {
    const selected = account.cgEntitlements.find((e) => e.accountId === account.selectedAccountId);
    return selected?.accountSetting.acronym || account.userAccounts.companyName || selected?.accountName || '';
  }
  return `${account.userAccounts.firstName} ${account.userAccounts.lastName}`.trim();
}
