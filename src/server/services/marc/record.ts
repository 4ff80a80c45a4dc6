/*
 * A MARC 21 bibliographic record as the encoders see it: a leader template, control fields
 * (001-009) and data fields with two indicators and subfields. The leader's length, base address
 * and fixed parts are filled in by `completeLeader`, so every format writes the same leader.
 */

export interface ControlField {
  tag: string;
  value: string;
}
export interface DataField {
  tag: string;
  ind1: string;
  ind2: string;
  subfields: [code: string, value: string][];
}
export type Field = ControlField | DataField;

export interface MarcRecord {
  /** Leader/05-09 and 17-19 as the cataloguer sets them; the rest is computed. */
  leader: { status: string; type: string; level: string; encodingLevel: string; descriptiveForm: string };
  fields: Field[];
}

/** ISO 2709 delimiters used by MARC 21. */
export const SUBFIELD_DELIMITER = '\x1f';
export const FIELD_TERMINATOR = '\x1e';
export const RECORD_TERMINATOR = '\x1d';

export const isControlField = (f: Field): f is ControlField => 'value' in f;

/** Control characters would break the record structure (or XML): they become spaces. Fixed-position control fields keep their spacing. */
export function cleanValue(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]/g, ' ');
}

/** Subfield data: cleaned, with runs of white space folded. */
export function cleanData(value: string): string {
  return cleanValue(value).replace(/\s+/g, ' ').trim();
}

/**
 * The 24-character leader: record length (00-04), status, type, level, control type (blank),
 * character coding 'a' (UTF-8, leader/09), indicator and subfield-code counts '22', base address
 * (12-16), encoding level, descriptive form, multipart level (blank) and the entry map '4500'.
 */
export function completeLeader(record: MarcRecord, recordLength: number, baseAddress: number): string {
  const { status, type, level, encodingLevel, descriptiveForm } = record.leader;
  const leader = `${pad(recordLength, 5)}${status}${type}${level} a22${pad(baseAddress, 5)}${encodingLevel}${descriptiveForm} 4500`;
  if (leader.length !== 24) throw new Error(`leader must be 24 characters, got ${leader.length}`);
  return leader;
}

export function pad(n: number, width: number): string {
  const s = String(n);
  if (s.length > width) throw new Error(`${n} does not fit in ${width} digits`);
  return s.padStart(width, '0');
}

/** Checks what every format relies on: numeric tags, one-character indicators and codes. */
export function assertWellFormed(record: MarcRecord): void {
  for (const f of record.fields) {
    if (!/^\d{3}$/.test(f.tag)) throw new Error(`bad tag ${f.tag}`);
    const control = Number(f.tag) < 10;
    if (control !== isControlField(f)) throw new Error(`tag ${f.tag} must be a ${control ? 'control' : 'data'} field`);
    if (!isControlField(f)) {
      if (f.ind1.length !== 1 || f.ind2.length !== 1) throw new Error(`bad indicators on ${f.tag}`);
      if (f.subfields.length === 0) throw new Error(`data field ${f.tag} has no subfields`);
      for (const [code] of f.subfields) if (!/^[a-z0-9]$/.test(code)) throw new Error(`bad subfield code ${code} on ${f.tag}`);
    }
  }
}
