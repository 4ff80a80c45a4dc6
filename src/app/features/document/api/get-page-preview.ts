import { PAGE_COUNT_HEADER, PAGE_SIZE_HEADER, PDF_PREVIEW_PATH } from '../../../../api/documents';
import { requestRaw } from '../../../lib/http';

/** A page preview as an object URL, with the page count and that page's size in PDF points. */
export interface PagePreviewImage {
  src: string;
  pages: number;
  width: number;
  height: number;
}

/** GET api/documents/pdf/preview?contentCode&page; null when there is none to show. */
export async function getPagePreview(contentCode: string, page: number): Promise<PagePreviewImage | null> {
  const res = await requestRaw('GET', PDF_PREVIEW_PATH, {
    query: { contentCode, page },
    spinner: false,
    headers: { Accept: 'image/webp' },
  });
  const pages = Number(res.headers.get(PAGE_COUNT_HEADER));
  const [width, height] = (res.headers.get(PAGE_SIZE_HEADER) ?? '').split('x').map(Number);
  if (!pages || !width || !height) return null;
  return { src: URL.createObjectURL(await res.blob()), pages, width, height };
}
