/** 000 §9: a downloaded file's object URL is revoked after 1 second. */
export const OBJECT_URL_REVOKE_MS = 1000;

/** Saves a downloaded blob under `fileName` (the browser's download), then revokes its URL. */
export function saveBlobAs(blob: Blob, fileName: string): void {
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

/** The file name a Content-Disposition header gives, or the fallback. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  const m = /filename="([^"]+)"/.exec(disposition ?? '');
  return m?.[1] || fallback;
}
