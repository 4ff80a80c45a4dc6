import { CONTENT_CODE_BY_DESIGNATION_PATH, contentCodeReply } from '../../../../api/documents-lookup';
import { http } from '../../../lib/http';
import type { LookupRequest } from '../resolve-paths';

/** GET /api/documents/contentCode/designation: the content code, or null for 'Not found Content' (000 §7). */
export async function lookupContentCode(req: LookupRequest, signal?: AbortSignal): Promise<string | null> {
  const reply = await http.get(CONTENT_CODE_BY_DESIGNATION_PATH, contentCodeReply, { signal, query: { designation: req.designation, year: req.year, status: req.status } });
  return reply.contentCode;
}
