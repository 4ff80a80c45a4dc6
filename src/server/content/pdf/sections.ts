import type { PdfOutlineEntry, PdfPage } from './read-pdf';

/*
 * The sections of a document that came as a PDF only: its outline's top entries, each holding the
 * text of the pages from its first page to the next entry's, or one section per page when the
 * file has no outline. A section's pages are separated by form feeds, so a search hit inside it
 * knows its page (the section's first page plus the form feeds before it).
 */

export interface PageSection {
  heading: string;
  body: string;
  page: number;
}

/** Page headings are written by the reader in the UI's language; stored as the page number only. */
export const pageHeading = (n: number) => `Page ${n}`;

/** Outline entries a document is cut into: the top level, or the second when the top is one title entry. */
function cuts(outline: PdfOutlineEntry[]): PdfOutlineEntry[] {
  const top = outline.filter((o) => o.level === 1);
  const second = outline.filter((o) => o.level === 2);
  const chosen = top.length <= 1 && second.length > 1 ? second : top;
  // One cut per page at most, in page order: several entries starting on one page share it.
  const out: PdfOutlineEntry[] = [];
  for (const o of [...chosen].sort((a, b) => a.page - b.page)) {
    const last = out[out.length - 1];
    if (last && last.page === o.page) last.title = `${last.title}; ${o.title}`;
    else out.push({ ...o });
  }
  return out;
}

export function pdfSections(pages: PdfPage[], outline: PdfOutlineEntry[]): PageSection[] {
  const text = (p: PdfPage) => p.text.replace(/\f/g, ' ');
  const entries = cuts(outline);
  if (entries.length < 2)
    return pages.filter((p) => p.text.trim()).map((p) => ({ heading: pageHeading(p.number), body: text(p), page: p.number }));
  const out: PageSection[] = [];
  const first = entries[0].page;
  if (first > 1) {
    const front = pages.slice(0, first - 1);
    if (front.some((p) => p.text.trim())) out.push({ heading: pageHeading(1), body: front.map(text).join('\f'), page: 1 });
  }
  entries.forEach((e, i) => {
    const end = i + 1 < entries.length ? entries[i + 1].page - 1 : pages.length;
    const own = pages.slice(e.page - 1, Math.max(e.page, end));
    out.push({ heading: e.title.slice(0, 500), body: own.map(text).join('\f'), page: e.page });
  });
  return out;
}
