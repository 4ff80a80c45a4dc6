/** The document details of 001 §3 as the modal needs them (every field optional). */
export interface DocumentDetails {
  assetId?: string | null;
  committeeSponsor?: string | null;
  doi?: string | null;
  dateAccepted?: string | null;
  dateReceived?: string | null;
  isbnEb?: string | null;
  issn?: string | null;
  mainCommittee?: string | null;
  mainWithSubCommittee?: string | null;
  volumeNumber?: string | null;
  language?: string[] | null;
  conferenceName?: string | null;
  conferenceLocation?: string | null;
  meetingDate?: string | null;
  session?: string | null;
  primaryTopic?: string | null;
  fundingOrganization?: string | null;
  equivalent?: string[] | null;
  note?: string[] | null;
  /** Third-party details: a label and its values. */
  detailItems?: { label: string; values: string[] }[] | null;
}

/** The modal's field order: every field of 001 §3 "Document details". */
export const DETAIL_FIELDS = [
  'assetId',
  'committeeSponsor',
  'doi',
  'dateAccepted',
  'dateReceived',
  'isbnEb',
  'issn',
  'mainCommittee',
  'mainWithSubCommittee',
  'volumeNumber',
  'language',
  'conferenceName',
  'conferenceLocation',
  'meetingDate',
  'session',
  'primaryTopic',
  'fundingOrganization',
  'equivalent',
  'note',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

const DATE_FIELDS = new Set<DetailField>(['dateAccepted', 'dateReceived', 'meetingDate']);

/** One row of the modal: a label key (or a third-party label) and its values. */
export interface DetailRow {
  key: string;
  labelKey?: string;
  label?: string;
  values: string[];
  isDate?: boolean;
}

/** The rows to show, in order; blank fields and empty lists are left out. */
export function detailRows(d: DocumentDetails): DetailRow[] {
  const rows: DetailRow[] = [];
  for (const f of DETAIL_FIELDS) {
    const v = d[f];
    const values = (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string' && x.trim() !== '');
    if (values.length)
      rows.push({ key: f, labelKey: `document.details.${f}`, values, ...(DATE_FIELDS.has(f) ? { isDate: true } : {}) });
  }
  for (const [i, item] of (d.detailItems ?? []).entries()) {
    const values = item.values.filter((x) => x.trim() !== '');
    if (item.label.trim() && values.length) rows.push({ key: `item-${i}`, label: item.label, values });
  }
  return rows;
}
