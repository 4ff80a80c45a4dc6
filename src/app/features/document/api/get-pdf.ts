import { PDF_PATH } from '../../../../api/documents';
import { isApiError } from '../../../lib/api-error';
import { requestRaw } from '../../../lib/http';
import { offlinePdf, storePdf } from '../../../lib/offline-documents/store';

/** The PDF bytes plus the reply headers kept as the document access info (001 §4 PDF notes state). */
export interface PdfReply {
  bytes: ArrayBuffer;
  access: Record<string, string>;
}

/** GET api/documents/pdf/contentCode?contentCode: the whole file (src/README.md §5: not by ranges). */
export async function getPdf(contentCode: string, signal?: AbortSignal): Promise<PdfReply> {
  let res: Response;
  try {
    res = await requestRaw('GET', PDF_PATH, { query: { contentCode }, signal, spinner: false });
  } catch (e) {
    // No network: a kept offline copy is read instead.
    const kept = isApiError(e) && e.status === 0 && !e.cancelled ? await offlinePdf(contentCode) : undefined;
    if (kept) return { bytes: kept, access: {} };
    throw e;
  }
  const access: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    access[k] = v;
  });
  const bytes = await res.arrayBuffer();
  // A copy: pdf.js may transfer (detach) the buffer it is handed.
  void storePdf(contentCode, bytes.slice(0));
  return { bytes, access };
}
