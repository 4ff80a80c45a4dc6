import { queryOptions, useQuery } from '@tanstack/react-query';
import { TENANT_CONFIG_PATH, tenantConfig } from '../../../../api/tenant';
import { ErrorCode } from '../../../../api/errors';
import { http } from '../../../lib/http';
import { isApiError } from '../../../lib/api-error';
import { sessionKeys } from './keys';

/** POST api/tenant/get-tenant-config-for-ui; public, asked before sign-in. */
export const getTenantConfig = (signal?: AbortSignal) =>
  http.post(TENANT_CONFIG_PATH, tenantConfig, { signal, auth: false, body: {} });

export const tenantConfigQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.tenantConfig(),
    queryFn: ({ signal }) => getTenantConfig(signal),
    staleTime: Infinity,
    // The unknown-tenant page says it; no notification on top.
    meta: { silent: true },
  });

export const useTenantConfig = () => useQuery(tenantConfigQueryOptions());

/** The host names no tenant: the proxy-setup error page (000 §2.4). */
export function isUnknownTenantError(e: unknown): boolean {
  return (
    isApiError(e) &&
    e.status === 404 &&
    (e.reply?.message === ErrorCode.unknownTenant || (e.details.text ?? '').includes('unknown-tenant'))
  );
}
