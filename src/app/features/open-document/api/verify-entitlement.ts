import { ENTITLEMENT_ACCESS_HEADER } from '../../../../api/http-headers';
import { VERIFICATION_PATH } from '../../../../api/documents-lookup';
import { requestRaw } from '../../../lib/http';

/** GET api/documents/verification/contentCode: true only when the entitlementaccess header says 'true' (000 §7). */
export async function verifyEntitlement(contentCode: string): Promise<boolean> {
  const res = await requestRaw('GET', VERIFICATION_PATH, { query: { contentCode } });
  return res.headers.get(ENTITLEMENT_ACCESS_HEADER) === 'true';
}
