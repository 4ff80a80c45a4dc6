import {
  CONTENT_CODE_BY_ASSET_ID_PATH,
  CONTENT_CODE_BY_DESIGNATION_PATH,
  contentCodeReply,
} from '../../../../api/documents-lookup';
import { http } from '../../../lib/http';
import type { LookupRequest } from '../resolve-paths';

/**
 * The content code a resolver names, or null for 'Not found Content' (000 §7): by asset id first
 * when the request has one (GET …/contentCode/assetId), else or then by designation.
 */
export async function lookupContentCode(req: LookupRequest, signal?: AbortSignal): Promise<string | null> {
  if (req.assetId) {
    const byAsset = await http.get(CONTENT_CODE_BY_ASSET_ID_PATH, contentCodeReply, { signal, query: { assetId: req.assetId } });
    if (byAsset.contentCode) return byAsset.contentCode;
  }
  const reply = await http.get(CONTENT_CODE_BY_DESIGNATION_PATH, contentCodeReply, {
    signal,
    query: { designation: req.designation, year: req.year, status: req.status },
  });
  return reply.contentCode;
}
