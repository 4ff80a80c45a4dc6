import type { DocumentVersion } from '../../../api/documents';

/*
 * The version dialog's rules (001 §5): Compare needs 2 HTML or 2 PDF versions checked; once two
 * are checked in a column the remaining boxes of that column are disabled. Defaults: every box
 * when there are at most 2 versions, otherwise the two chosen last time, otherwise the Active one.
 */

/** The versions checked in each column, by contentId. */
export interface CompareSelection {
  html: number[];
  pdf: number[];
}
export type CompareColumn = keyof CompareSelection;

/** What the dialog lists: one row per edition, with the HTML and PDF forms it has. */
export interface CompareVersions {
  versions: DocumentVersion[];
  htmlVersions: DocumentVersion[];
  pdfVersions: DocumentVersion[];
}

export const MAX_CHECKED = 2;

const ids = (vs: DocumentVersion[]) => vs.map((v) => v.id);

/** The boxes checked when the dialog opens. */
export function defaultSelection(v: CompareVersions, previous: CompareSelection | null): CompareSelection {
  if (v.versions.length <= 2)
    return { html: ids(v.htmlVersions).slice(0, MAX_CHECKED), pdf: ids(v.pdfVersions).slice(0, MAX_CHECKED) };
  const keep = (col: DocumentVersion[], chosen: number[] | undefined) =>
    (chosen ?? []).filter((id) => col.some((x) => x.id === id));
  if (previous) {
    const html = keep(v.htmlVersions, previous.html);
    const pdf = keep(v.pdfVersions, previous.pdf);
    // "The two previously selected": only a full pair still on offer counts as a memory.
    if (html.length === MAX_CHECKED || pdf.length === MAX_CHECKED)
      return { html: html.length === MAX_CHECKED ? html : [], pdf: pdf.length === MAX_CHECKED ? pdf : [] };
  }
  const active = v.versions.find((x) => x.status === 'Active');
  if (!active) return { html: [], pdf: [] };
  return {
    html: v.htmlVersions.some((x) => x.id === active.id) ? [active.id] : [],
    pdf: v.pdfVersions.some((x) => x.id === active.id) ? [active.id] : [],
  };
}

/** Whether a box is disabled: two others are already checked in its column. */
export function isDisabled(sel: CompareSelection, col: CompareColumn, id: number): boolean {
  return sel[col].length >= MAX_CHECKED && !sel[col].includes(id);
}

/** Checks or unchecks a box; a disabled box does not change. */
export function toggle(sel: CompareSelection, col: CompareColumn, id: number): CompareSelection {
  if (sel[col].includes(id)) return { ...sel, [col]: sel[col].filter((x) => x !== id) };
  if (isDisabled(sel, col, id)) return sel;
  return { ...sel, [col]: [...sel[col], id] };
}

/** Compare is enabled with 2 HTML or 2 PDF versions checked. */
export const canCompare = (sel: CompareSelection) => sel.html.length === MAX_CHECKED || sel.pdf.length === MAX_CHECKED;

/** A pair to compare: the older edition is the old one, whatever order the boxes were ticked in. */
export interface ComparePair {
  oldId: number;
  newId: number;
}

export function orderPair(versions: DocumentVersion[], checked: number[]): ComparePair | null {
  if (checked.length !== MAX_CHECKED) return null;
  const idx = (id: number) => versions.find((v) => v.id === id)?.index ?? versions.findIndex((v) => v.id === id);
  const [a, b] = [...checked].sort((x, y) => idx(x) - idx(y));
  return { oldId: a, newId: b };
}

/** The comparisons the view opens with: an HTML and/or a PDF pair. */
export interface CompareRequest {
  html: ComparePair | null;
  pdf: ComparePair | null;
}

export function toRequest(v: CompareVersions, sel: CompareSelection): CompareRequest {
  return { html: orderPair(v.versions, sel.html), pdf: orderPair(v.versions, sel.pdf) };
}

/** Adjacent editions: next to each other in the family's list (a redline exists only for those). */
export function isAdjacent(versions: DocumentVersion[], pair: ComparePair): boolean {
  const order = [...versions].sort((a, b) => a.index - b.index).map((v) => v.id);
  return order.indexOf(pair.newId) - order.indexOf(pair.oldId) === 1;
}

/** 001 §2: the redlined-PDF download shows only for adjacent editions whose redline exists. */
export const showRedlineDownload = (reply: { adjacent: boolean; redlineId: string | null } | undefined) =>
  !!reply && reply.adjacent && !!reply.redlineId;
