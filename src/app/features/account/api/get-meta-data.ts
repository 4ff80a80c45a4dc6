import { queryOptions, useQuery } from '@tanstack/react-query';
import { metaDataPath, metaDataReply, type MetaDataType } from '../../../../api/user-account';
import { http } from '../../../lib/http';
import { accountKeys } from './keys';

/** GET api/meta-data/type/COUNTRY or /STATE (002 §7): select options {id, code, value}. */
export const getMetaData = (type: MetaDataType, signal?: AbortSignal) =>
  http.get(metaDataPath(type), metaDataReply, { signal, spinner: false });

export const metaDataQueryOptions = (type: MetaDataType, enabled = true) =>
  // Reference data: it changes with a release, not during a session.
  queryOptions({
    queryKey: accountKeys.metaData(type),
    queryFn: ({ signal }) => getMetaData(type, signal),
    staleTime: 24 * 60 * 60_000,
    enabled,
  });

export const useMetaData = (type: MetaDataType, enabled = true) => useQuery(metaDataQueryOptions(type, enabled));
