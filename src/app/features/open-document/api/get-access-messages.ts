import { useQuery } from '@tanstack/react-query';
import { TENANT_ACCESS_MESSAGES_PATH, tenantAccessMessages } from '../../../../api/tenant';
import { lookupQuery } from '../../../lib/query-definitions';
import { http } from '../../../lib/http';

export const openKeys = { accessMessages: () => ['open-document', 'access-messages'] as const };

/** GET api/tenant/access-messages: the tenant's no-access text and contacts (000 §3, §8). */
export const getAccessMessages = (signal?: AbortSignal) =>
  http.get(TENANT_ACCESS_MESSAGES_PATH, tenantAccessMessages, { signal, spinner: false });

export const accessMessagesQueryOptions = lookupQuery(openKeys.accessMessages(), getAccessMessages, { staleTime: 60 * 60_000 });

export const useAccessMessages = (enabled: boolean) => useQuery(accessMessagesQueryOptions(enabled));
