import { cleanData, cleanValue, isControlField, type MarcRecord } from './record';
import { leaderOf } from './iso2709';

/*
 * MARCXML in the MARC 21 slim namespace: a collection of records, each a leader, controlfields
 * and datafields with subfields, as MARC21slim.xsd describes them. Attribute order and quoting
 * are fixed (tag, ind1, ind2; code) so simple MARCXML readers find them where they expect.
 * Written here, not by marcjs (which writes our ISO 2709): its MARCXML writer escapes neither
 * control fields nor indicators, turns every non-ASCII letter into a numeric entity, and gives no
 * schema location.
 */

export const MARC21_SLIM_NS = 'http://www.loc.gov/MARC21/slim';
export const MARC21_SLIM_XSD = 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd';

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** One <record> element (no XML declaration). */
export function recordToXml(record: MarcRecord, indent = '  '): string {
  const lines = [`${indent}<record>`, `${indent}  <leader>${leaderOf(record)}</leader>`];
  for (const f of record.fields) {
    if (isControlField(f)) {
      lines.push(`${indent}  <controlfield tag="${f.tag}">${escapeXml(cleanValue(f.value))}</controlfield>`);
    } else {
      lines.push(`${indent}  <datafield tag="${f.tag}" ind1="${escapeXml(f.ind1)}" ind2="${escapeXml(f.ind2)}">`);
      for (const [code, value] of f.subfields)
        lines.push(`${indent}    <subfield code="${code}">${escapeXml(cleanData(value))}</subfield>`);
      lines.push(`${indent}  </datafield>`);
    }
  }
  lines.push(`${indent}</record>`);
  return lines.join('\n');
}

/** A MARCXML document holding every record in one <collection>. */
export function encodeMarcXml(records: MarcRecord[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<collection xmlns="${MARC21_SLIM_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${MARC21_SLIM_NS} ${MARC21_SLIM_XSD}">`,
    ...records.map((r) => recordToXml(r)),
    '</collection>',
    '',
  ].join('\n');
}
