import { DocumentError } from '../../../api/documents';

/** 001 §9: the PDF download name ends in .pdf; unsafe file-name characters become '_'. */
export function pdfFileName(name: string | null | undefined, fallback = 'document'): string {
  // Control characters are exactly what a file name must not carry.
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').trim().replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_') || fallback;
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/** 001 §8: an empty downloaded file (size 0) opens the tenant no-PDF dialog instead of saving. */
export function isEmptyDownload(blob: { size: number }): boolean {
  return blob.size === 0;
}

/**
 * 001 §8: the content policy's refusal to download (403 error.notDownloadable: the edition is not
 * downloadable, or the account reads under restricted DRM viewing) is the tenant no-PDF message,
 * for the PDF and the full book alike. Other 403s (no entitlement, licence not accepted) have
 * their own messages in the central handler.
 */
export function isDownloadRefusal(status: number, message: string | null | undefined): boolean {
  return status === 403 && message === DocumentError.notDownloadable;
}
