import { useQuery } from '@tanstack/react-query';
import { GROUP_ENABLE_PATH, groupEnableReply } from '../../../../api/group';
import { lookupQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';
import { sessionKeys } from './keys';

/** GET api/group/getGroupEnable. */
export const getGroupEnable = (signal?: AbortSignal) => http.get(GROUP_ENABLE_PATH, groupEnableReply, { signal, spinner: false });

export const groupEnableQueryOptions = lookupQuery(sessionKeys.groupEnable(), getGroupEnable, { staleTime: 5 * 60_000 });

export const useGroupEnable = (enabled = true) => useQuery(groupEnableQueryOptions(enabled));
