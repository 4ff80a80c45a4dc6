import {
  FIELD_TERMINATOR, RECORD_TERMINATOR, SUBFIELD_DELIMITER, assertWellFormed, cleanData, cleanValue, completeLeader, isControlField, pad,
  type Field, type MarcRecord,
} from './record';

/*
 * MARC 21 in ISO 2709 (the binary `.mrc` exchange format): leader, directory of 12-byte entries
 * (tag, field length, starting position), field terminator, the fields each ending in a field
 * terminator, and the record terminator. Lengths and positions count UTF-8 bytes, not characters.
 */

const MAX_FIELD_BYTES = 9999;
const MAX_RECORD_BYTES = 99999;

function fieldBytes(f: Field): Buffer {
  const body = isControlField(f)
    ? cleanValue(f.value)
    : `${f.ind1}${f.ind2}${f.subfields.map(([code, value]) => `${SUBFIELD_DELIMITER}${code}${cleanData(value)}`).join('')}`;
  return Buffer.from(body + FIELD_TERMINATOR, 'utf8');
}

/** Cuts a data field that would exceed the 4-digit length at a character boundary. */
function fitField(f: Field, bytes: Buffer): Buffer {
  if (bytes.length <= MAX_FIELD_BYTES) return bytes;
  const text = bytes.subarray(0, MAX_FIELD_BYTES - 1).toString('utf8').replace(/\uFFFD+$/, '').replace(new RegExp(`${FIELD_TERMINATOR}$`), '');
  const cut = Buffer.from(text + FIELD_TERMINATOR, 'utf8');
  if (cut.length > MAX_FIELD_BYTES) throw new Error(`field ${f.tag} too long`);
  return cut;
}

/** One record in ISO 2709. */
export function encodeIso2709(record: MarcRecord): Buffer {
  assertWellFormed(record);
  const fields = record.fields.map((f) => ({ tag: f.tag, bytes: fitField(f, fieldBytes(f)) }));
  let position = 0;
  const directory = fields.map(({ tag, bytes }) => {
    const entry = `${tag}${pad(bytes.length, 4)}${pad(position, 5)}`;
    position += bytes.length;
    return entry;
  }).join('') + FIELD_TERMINATOR;
  const baseAddress = 24 + Buffer.byteLength(directory, 'utf8');
  const recordLength = baseAddress + position + 1;
  if (recordLength > MAX_RECORD_BYTES) throw new Error('record longer than 99999 bytes');
  const leader = completeLeader(record, recordLength, baseAddress);
  return Buffer.concat([Buffer.from(leader + directory, 'ascii'), ...fields.map((f) => f.bytes), Buffer.from(RECORD_TERMINATOR, 'ascii')]);
}

/** A file of records, one after the other (what `.mrc` downloads contain). */
export function encodeIso2709File(records: MarcRecord[]): Buffer {
  return Buffer.concat(records.map(encodeIso2709));
}

/** The leader a record gets in ISO 2709; the text formats print the same one. */
export function leaderOf(record: MarcRecord): string {
  return encodeIso2709(record).subarray(0, 24).toString('ascii');
}
