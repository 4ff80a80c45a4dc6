import type { Account, AuthenticationData } from '../../../../api/account';
import type { TenantConfig } from '../../../../api/tenant';
import { createRequiredContext } from '../../../lib/required-context';

/** The started session every signed-in screen can rely on. */
export interface Session {
  tenant: TenantConfig;
  account: Account;
  authenticationData: AuthenticationData | null;
}

/** Provides the started session (the gate renders it once the account is selected); useSession() reads it, only below the signed-in gate. */
export const [SessionProvider, useSession] = createRequiredContext<Session>('useSession outside the signed-in gate');
