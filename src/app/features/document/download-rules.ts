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

