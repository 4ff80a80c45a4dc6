/** 001 §9: a downloaded file's object URL is revoked after 1 second. */
export const OBJECT_URL_REVOKE_MS = 1000;

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

/** Saves a blob under `fileName` and revokes its object URL after 1 s (001 §9). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_REVOKE_MS);
}
