import { useQuery } from '@tanstack/react-query';
import { AUTHENTICATION_DATA_PATH, authenticationData } from '../../../../api/account';
import { lookupQuery } from '../../../lib/query-definitions';
import { http, setRequestContext } from '../../../lib/http';
import { sessionKeys } from './keys';

/** GET {login host}/login/api/v1/authenticationData, sent with credentials (000 §7). */
export async function getAuthenticationData(signal?: AbortSignal) {
  const data = await http.get(AUTHENTICATION_DATA_PATH, authenticationData, { signal, credentials: 'include' });
  // Set before any later call starts: every request carries AuthMode, RequestId and originatedIpAddress (000 §7).
  setRequestContext({ authMode: data.authType, requestId: data.requestId, originatedIpAddress: data.originatedIpAddress });
  return data;
}

export const authenticationDataQueryOptions = lookupQuery(sessionKeys.authenticationData(), getAuthenticationData, {
  staleTime: Infinity,
});

export const useAuthenticationData = (enabled = true) => useQuery(authenticationDataQueryOptions(enabled));
