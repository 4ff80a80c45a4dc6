import type { CompassPoint } from '../../../../api/compass-points';

/*
 * Compass points as CSV (RFC 4180) for a spreadsheet: one row a point. A cell a spreadsheet would
 * read as a formula (=, +, -, @, tab, carriage return first) is prefixed with a quote mark, so a
 * shared note cannot run anything on the colleague who opens the file.
 */

export const CSV_COLUMNS = [
  'Name',
  'Description',
  'Overlay',
  'Status',
  'Designation',
  'Document title',
  'Content code',
  'Page',
  'Selected text',
  'Created',
  'Last modified',
  'Created by',
  'Link',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let s = String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(points: CompassPoint[], origin: string): string {
  const rows = points.map((p) => [
    p.name,
    p.description,
    p.overlayDetails,
    p.status,
    p.designation,
    p.documentTitle,
    p.contentCode,
    p.selectionMetadata.pageNumber,
    p.selectionMetadata.selectionText,
    p.createdDate,
    p.lastModifiedDate,
    p.createdUserName,
    `${origin}/compasspoint/${encodeURIComponent(p.compassPointUUID)}`,
  ]);
  // A byte-order mark, so spreadsheet programs read the accents and scripts of 14 languages as UTF-8.
  return `\uFEFF${[CSV_COLUMNS, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
