import { cleanData, cleanValue, isControlField, type MarcRecord } from './record';
import { leaderOf } from './iso2709';

/*
 * The two line formats librarians open in an editor: MARC mnemonic (`.mrk`, as MarcEdit writes
 * it: `=245  10$aTitle`, blanks in indicators and fixed fields as backslashes, a literal dollar
 * as {dollar}) and a plain readable listing (`.txt`: `245 10 $a Title`).
 */

const mrkBlanks = (s: string) => s.replace(/ /g, '\\');
const mrkData = (s: string) => cleanData(s).replace(/\$/g, '{dollar}');

/** One record in MARC mnemonic format. */
export function recordToMrk(record: MarcRecord): string {
  const lines = [`=LDR  ${mrkBlanks(leaderOf(record))}`];
  for (const f of record.fields) {
    if (isControlField(f)) lines.push(`=${f.tag}  ${mrkBlanks(cleanValue(f.value).replace(/\$/g, '{dollar}'))}`);
    else
      lines.push(
        `=${f.tag}  ${mrkBlanks(f.ind1)}${mrkBlanks(f.ind2)}${f.subfields.map(([c, v]) => `$${c}${mrkData(v)}`).join('')}`,
      );
  }
  return lines.join('\r\n');
}

/** MarcEdit separates records with a blank line and uses CRLF line ends. */
export function encodeMrk(records: MarcRecord[]): string {
  return records.map(recordToMrk).join('\r\n\r\n') + '\r\n';
}

/** One record as a readable listing. */
export function recordToText(record: MarcRecord): string {
  const lines = [`LDR    ${leaderOf(record)}`];
  for (const f of record.fields) {
    if (isControlField(f)) lines.push(`${f.tag}    ${cleanValue(f.value)}`);
    else lines.push(`${f.tag} ${f.ind1}${f.ind2} ${f.subfields.map(([c, v]) => `$${c} ${cleanData(v)}`).join(' ')}`);
  }
  return lines.join('\n');
}

export function encodeText(records: MarcRecord[]): string {
  return records.map(recordToText).join('\n\n') + '\n';
}
