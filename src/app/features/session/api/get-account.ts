import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATH, account } from '../../../../api/account';
import { lookupQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { sessionKeys } from './keys';

/** GET api/account: the signed-in user with the selected account's flags. */
export const getAccount = (signal?: AbortSignal) => http.get(ACCOUNT_PATH, account, { signal });

export const accountQueryOptions = lookupQuery(sessionKeys.account(), getAccount, { staleTime: 5 * 60_000 });

export const useAccount = (enabled = true) => useQuery(accountQueryOptions(enabled));
