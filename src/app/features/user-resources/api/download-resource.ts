import { useMutation } from '@tanstack/react-query';
import {
  HELP_DOCUMENT_PATH,
  MARC_DOCUMENT_PATH,
  helpFileName,
  marcFileName,
  type HelpDocumentTitle,
  type MarcFormat,
  type MarcTitle,
} from '../../../../api/user-resources';
import { requestRaw } from '../../../lib/http';
import { fileNameFrom, saveBlobAs } from '../../../lib/save-blob';

export type ResourceDownload =
  { kind: 'help'; title: HelpDocumentTitle } | { kind: 'marc'; title: MarcTitle; format: MarcFormat };

/** GET getHelpDocument or getMarcDocument (002 §7), saved by the browser; answers the size. */
export async function downloadResource(d: ResourceDownload): Promise<{ size: number }> {
  const res =
    d.kind === 'help'
      ? await requestRaw('GET', HELP_DOCUMENT_PATH, { query: { title: d.title, format: 'pdf' } })
      : await requestRaw('GET', MARC_DOCUMENT_PATH, { query: { title: d.title, format: d.format } });
  const blob = await res.blob();
  const fallback = d.kind === 'help' ? helpFileName(d.title) : marcFileName(d.title, d.format);
  if (blob.size > 0) saveBlobAs(blob, fileNameFrom(res.headers.get('content-disposition'), fallback));
  return { size: blob.size };
}

export const useDownloadResource = () => useMutation({ mutationFn: downloadResource });
