import { ACCOUNT_PATH, AUTHENTICATION_DATA_PATH } from '../../api/account';
import { REQUEST_ID_HEADER } from '../../api/http-headers';
import { TENANT_CONFIG_PATH } from '../../api/tenant';
import { anyCachedAccessToken, sessionKeyValueStorage } from '../lib/auth-session';
import { startEarly } from '../lib/early-replies';

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const headers = (extra: Record<string, string> = {}) => ({
  Accept: 'application/json',
  [REQUEST_ID_HEADER]: crypto.randomUUID(),
  ...extra,
});

/**
 * Session start, step 1 (000 §4), asked for with the page's first script: the tenant
 * configuration needs nothing, so it need not wait for translations and the first render.
 */
export function startTenantEarly(): void {
  if (online()) startEarly('POST', TENANT_CONFIG_PATH, headers(), {});
}

/**
 * Session start, steps 2 and 3, when this tab (or the sign-in kept for a launch) holds a valid
 * token: authentication data and account start together with the tenant configuration instead
 * of one after another. The session gate still reads them in the spec's order.
 */
export function startSessionEarly(now = Date.now()): void {
  if (!online()) return;
  const token = anyCachedAccessToken(sessionKeyValueStorage(), now);
  if (!token) return;
  const auth = { Authorization: `Bearer ${token}` };
  startEarly('GET', AUTHENTICATION_DATA_PATH, headers(auth));
  startEarly('GET', ACCOUNT_PATH, headers(auth));
}
