import { PDF_PATH } from '../../../../api/documents';
import { requestRaw } from '../../../lib/http';

/** The PDF bytes plus the reply headers kept as the document access info (001 §4 PDF notes state). */
export interface PdfReply {
  bytes: ArrayBuffer;
  access: Record<string, string>;
}

/** GET api/documents/pdf/contentCode?contentCode: the whole file (ARCHITECTURE §5: not by ranges). */
export async function getPdf(contentCode: string, signal?: AbortSignal): Promise<PdfReply> {
  const res = await requestRaw('GET', PDF_PATH, { query: { contentCode }, signal, spinner: false });
  const access: Record<string, string> = {};
  res.headers.forEach((v, k) => { access[k] = v; });
  return { bytes: await res.arrayBuffer(), access };
}
