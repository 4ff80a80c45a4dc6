import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_SWITCH_PATH, validationReply, type AuthenticationData } from '../../../../api/account';
import { http } from '../../../lib/http';

/** POST api/account/switch with the authentication-type data (000 §7). */
export const postSwitchAccount = (accountId: number, auth: AuthenticationData | null | undefined) =>
  http.post(ACCOUNT_SWITCH_PATH, validationReply, {
    body: {
      accountId,
      ...(auth ? { authType: auth.authType, requestId: auth.requestId, originatedIpAddress: auth.originatedIpAddress } : {}),
    },
  });

/** Switches the selected account; a successful validation reloads the session (000 §4). */
export function useSwitchAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { accountId: number; auth: AuthenticationData | null | undefined }) => postSwitchAccount(v.accountId, v.auth),
    onSuccess: async (reply) => {
      if (!reply.validationResult) return;
      // Everything but the tenant and the authentication data belongs to the old account.
      await qc.invalidateQueries({
        predicate: (q) =>
          !(q.queryKey[0] === 'session' && ['tenant-config', 'authentication-data'].includes(String(q.queryKey[1]))),
      });
    },
  });
}
