import { DOWNLOAD_PATH } from '../../../../api/documents';
import { requestRaw } from '../../../lib/http';

/** POST api/documents/download { contentCode, compassPoints }: the PDF as a blob (001 §7). */
export async function downloadDocument(contentCode: string, compassPoints: boolean): Promise<Blob> {
  const res = await requestRaw('POST', DOWNLOAD_PATH, { body: { contentCode, compassPoints }, query: undefined });
  return res.blob();
}
