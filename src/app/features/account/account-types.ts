import type { Account } from '../../../api/account';

/** The profile part of the session's account (000 §3 userAccounts). */
export type UserAccount = Account['userAccounts'];
