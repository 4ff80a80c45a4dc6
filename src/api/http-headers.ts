/** Request headers every call carries (000 §7). */
export const AUTH_MODE_HEADER = 'AuthMode';
export const REQUEST_ID_HEADER = 'RequestId';
export const ORIGINATED_IP_HEADER = 'originatedIpAddress';
/** Reply header of the entitlement check. */
export const ENTITLEMENT_ACCESS_HEADER = 'entitlementaccess';
export const REQUEST_TIMEOUT_MS = 600000;
export const REFINEMENT_CACHE_MS = 720000;
