import { useMutation } from '@tanstack/react-query';
import { customCollectionDownloadPath } from '../../../../api/custom-collections';
import { requestRaw } from '../../../lib/http';
import { fileNameFrom, saveBlobAs } from '../../../lib/save-blob';

/** GET api/custom-collections/{contentCode}/download: the row's PDF, saved by the browser. */
export async function downloadCollectionItem(contentCode: string): Promise<{ size: number }> {
  const res = await requestRaw('GET', customCollectionDownloadPath(contentCode));
  const blob = await res.blob();
  if (blob.size > 0) saveBlobAs(blob, fileNameFrom(res.headers.get('content-disposition'), `${contentCode}.pdf`));
  return { size: blob.size };
}

export const useDownloadCollectionItem = () => useMutation({ mutationFn: downloadCollectionItem });
