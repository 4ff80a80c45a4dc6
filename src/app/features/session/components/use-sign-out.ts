import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthenticationData } from '../../../../api/account';
import { logout } from '../api/logout';
import { needsSignOutInfo } from '../session-rules';
import { sessionState } from '../state';

/** Sign-out: applet and SSO users first see an info dialog and sign out after OK (000 §2.5). */
export function useSignOut(
  auth: AuthenticationData | null | undefined,
  wipe?: () => Promise<void>,
): { signOut: () => void; signOutNow: () => Promise<void> } {
  const qc = useQueryClient();
  // src/README.md §5: sign-out wipes cached user data as well as the token cache.
  const signOutNow = useCallback(
    () =>
      logout(async () => {
        qc.clear();
        await wipe?.();
      }),
    [qc, wipe],
  );
  const signOut = useCallback(() => {
    if (needsSignOutInfo(auth))
      sessionState.signOutInfo = {
        messageKey: auth?.authType === 'SSO' ? 'session.signOutInfo.sso' : 'session.signOutInfo.applet',
        dismissible: true,
      };
    else void signOutNow();
  }, [auth, signOutNow]);
  return { signOut, signOutNow };
}
