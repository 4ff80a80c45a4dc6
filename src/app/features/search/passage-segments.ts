import type { PassageMark } from '../../../api/search';

/** A run of a passage's text, marked when it matched the search. */
export interface PassageSegment {
  text: string;
  marked: boolean;
}

/**
 * The passage cut into plain and marked runs, to render as text and <mark> elements (never as
 * markup: the text is the document's own). Marks come from the server; a mark out of range,
 * empty or overlapping an earlier one is clamped or skipped rather than trusted, so a bad mark
 * can cost a highlight but never the passage.
 */
export function passageSegments(text: string, marks: readonly PassageMark[]): PassageSegment[] {
  const out: PassageSegment[] = [];
  let at = 0;
  const sorted = [...marks].sort((a, b) => a.start - b.start);
  for (const m of sorted) {
    const start = Math.max(at, Math.min(text.length, Math.trunc(m.start)));
    const end = Math.min(text.length, Math.trunc(m.end));
    if (!(end > start)) continue;
    if (start > at) out.push({ text: text.slice(at, start), marked: false });
    out.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) out.push({ text: text.slice(at), marked: false });
  return out;
}
