import { RECORD_ACCESS_PATH } from '../../../../api/home';
import { requestRaw } from '../../../lib/http';

/** POST api/accessed-documents: feeds the home page's "recently accessed" (000 §3, §7). */
export async function recordAccess(contentCode: string): Promise<void> {
  await requestRaw('POST', RECORD_ACCESS_PATH, { body: { contentCode }, spinner: false });
}
