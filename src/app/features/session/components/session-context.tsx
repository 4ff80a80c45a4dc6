import { createContext, useContext, type ReactNode } from 'react';
import type { Account, AuthenticationData } from '../../../../api/account';
import type { TenantConfig } from '../../../../api/tenant';

/** The started session every signed-in screen can rely on. */
export interface Session {
  tenant: TenantConfig;
  account: Account;
  authenticationData: AuthenticationData | null;
}

const SessionContext = createContext<Session | null>(null);

/** Provides the started session (the gate renders it once the account is selected). */
export function SessionProvider({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The started session; only valid below the signed-in gate. */
export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside the signed-in gate');
  return s;
}
