import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '../../../../api/account';
import { USER_ACCOUNTS_PATH, userAccountReply, type UserAccountUpdateBody } from '../../../../api/user-account';
import { http } from '../../../lib/http';
import { accountKeys } from './keys';

/** PUT api/user-accounts (002 §7): saves the caller's address and phone. */
export const updateUserAccount = (body: UserAccountUpdateBody) => http.put(USER_ACCOUNTS_PATH, userAccountReply, { body });

/** Saves, then refreshes the session's account so every screen shows the new data. */
export function useUpdateUserAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateUserAccount,
    onSuccess: async (saved) => {
      // Show the saved profile at once, then confirm it from the server.
      qc.setQueryData(accountKeys.sessionAccount, (old: Account | undefined) => (old ? { ...old, userAccounts: saved } : old));
      await qc.invalidateQueries({ queryKey: accountKeys.sessionAccount });
    },
  });
}
