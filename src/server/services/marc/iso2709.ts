import { Marc, Record } from 'marcjs';
import {
  FIELD_TERMINATOR,
  SUBFIELD_DELIMITER,
  assertWellFormed,
  cleanData,
  cleanValue,
  completeLeader,
  isControlField,
  type Field,
  type MarcRecord,
} from './record';

/*
 * MARC 21 in ISO 2709 (the binary `.mrc` exchange format), laid out by marcjs: leader, directory
 * of 12-byte entries counting UTF-8 bytes, the fields, the terminators. What marcjs leaves to the
 * caller stays here: clean values, fields cut to the 4-digit length at a character boundary, and
 * the 5-digit record length checked.
 */

const MAX_FIELD_BYTES = 9999;
const MAX_RECORD_BYTES = 99999;

/** The field's body as marcjs writes it, cut at a character boundary to fit the 4-digit length (with its terminator). */
function fitted(f: Field): string[] {
  const cut = (text: string) => {
    const bytes = Buffer.from(text + FIELD_TERMINATOR, 'utf8');
    if (bytes.length <= MAX_FIELD_BYTES) return text;
    const head = bytes
      .subarray(0, MAX_FIELD_BYTES - 1)
      .toString('utf8')
      .replace(/\uFFFD+$/, '');
    if (Buffer.byteLength(head, 'utf8') + 1 > MAX_FIELD_BYTES) throw new Error(`field ${f.tag} too long`);
    return head;
  };
  if (isControlField(f)) return [f.tag, cut(cleanValue(f.value))];
  const subfields = f.subfields.map(([code, value]) => `${SUBFIELD_DELIMITER}${code}${cleanData(value)}`).join('');
  // marcjs joins the subfields itself; one cut over the whole body is then split back into them.
  const body = cut(`${f.ind1}${f.ind2}${subfields}`);
  const parts = body
    .slice(2)
    .split(SUBFIELD_DELIMITER)
    .slice(1)
    .flatMap((p) => [p.slice(0, 1), p.slice(1)]);
  return [f.tag, body.slice(0, 2), ...parts];
}

/** One record in ISO 2709. */
export function encodeIso2709(record: MarcRecord): Buffer {
  assertWellFormed(record);
  const marc = new Record();
  // marcjs fills the record length (00-04) and base address (12-16) into the leader it is given.
  marc.leader = completeLeader(record, 0, 0);
  marc.fields = record.fields.map(fitted);
  const bytes = Buffer.from(Marc.format(marc, 'iso2709'), 'utf8');
  if (bytes.length > MAX_RECORD_BYTES) throw new Error('record longer than 99999 bytes');
  return bytes;
}

/** A file of records, one after the other (what `.mrc` downloads contain). */
export function encodeIso2709File(records: MarcRecord[]): Buffer {
  return Buffer.concat(records.map(encodeIso2709));
}

/** The leader a record gets in ISO 2709; the text formats print the same one. */
export function leaderOf(record: MarcRecord): string {
  return encodeIso2709(record).subarray(0, 24).toString('ascii');
}
