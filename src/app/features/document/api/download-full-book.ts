import { FULL_BOOK_PATH } from '../../../../api/documents';
import { requestRaw } from '../../../lib/http';
import { fileNameFrom } from '../../../lib/save-blob';
import { pdfFileName } from '../download-rules';

/** GET api/documents/fullBook?contentCode: the whole publication as one PDF, with the server's file name (001 §7). */
export async function downloadFullBook(
  contentCode: string,
  designationNo: string | null,
): Promise<{ blob: Blob; fileName: string }> {
  const res = await requestRaw('GET', FULL_BOOK_PATH, { query: { contentCode } });
  const fallback = pdfFileName(`${designationNo || contentCode}-full-book`);
  return { blob: await res.blob(), fileName: fileNameFrom(res.headers.get('content-disposition'), fallback) };
}
