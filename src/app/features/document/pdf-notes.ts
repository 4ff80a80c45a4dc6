/** A normalised rectangle on a page (0..1), as the PDF reader reports selections. */
export interface NoteRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A text selection in the PDF reader: the page it starts on, its text, and its rects there. */
export interface PdfSelection {
  page: number;
  text: string;
  rects: NoteRect[];
}

/** A highlight the reader draws for a note. */
export interface PdfHighlight {
  id: string;
  page: number;
  rects: NoteRect[];
  label: string;
}

/** What a note's noteData holds: where its annotation sits in the PDF (JSON text on the wire). */
export interface NoteAnchor {
  page: number;
  text: string;
  rects: NoteRect[];
}

/** Serialises a selection as noteData. */
export function noteDataOf(sel: PdfSelection): string {
  return JSON.stringify({ page: sel.page, text: sel.text, rects: sel.rects } satisfies NoteAnchor);
}

/** Reads noteData back; null for data another client wrote in a shape we do not know. */
export function parseNoteData(noteData: string): NoteAnchor | null {
  try {
    const v = JSON.parse(noteData) as Partial<NoteAnchor>;
    if (typeof v.page !== 'number' || !Array.isArray(v.rects)) return null;
    const rects = v.rects.filter((r): r is NoteRect => !!r && [r.x, r.y, r.w, r.h].every((n) => typeof n === 'number'));
    return { page: v.page, text: typeof v.text === 'string' ? v.text : '', rects };
  } catch {
    return null;
  }
}

/** Highlights for the reader, one per note with a readable anchor. */
export function noteHighlights(notes: readonly { annotationId: string; noteData: string; note: string }[]): PdfHighlight[] {
  const out: PdfHighlight[] = [];
  for (const n of notes) {
    const a = parseNoteData(n.noteData);
    if (a && a.rects.length) out.push({ id: n.annotationId, page: a.page, rects: a.rects, label: n.note });
  }
  return out;
}

/** A new annotation id for a note made from a fresh selection. */
export function newAnnotationId(): string {
  return `note-${crypto.randomUUID()}`;
}
