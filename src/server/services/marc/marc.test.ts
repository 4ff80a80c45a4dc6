import { describe, expect, it } from 'vitest';
import { controlField, readIso2709, readMarcXml, subfield } from '../../../../tests/helpers/marc-read';
import { publicationRecord, fixedData, nonFilingCharacters, journalOf, type PublicationRow } from './catalogue-records';
import { encodeIso2709, encodeIso2709File, leaderOf } from './iso2709';
import { encodeMarcXml, MARC21_SLIM_NS } from './marcxml';
import { encodeMrk, encodeText } from './mnemonic';
import { FIELD_TERMINATOR, RECORD_TERMINATOR, SUBFIELD_DELIMITER, type MarcRecord } from './record';

const row = (over: Partial<PublicationRow> = {}): PublicationRow => ({
  id: 42,
  content_code: 'msa-jmt202400042',
  designation_no: 'JMT202400042',
  title: 'The effect of frost on the tensile strength of concrete',
  description: 'A journal on frost & the <strength> of "concrete".',
  document_type: 'Journal',
  publish_date: '2024-03-05T00:00:00.000Z',
  last_update_date: '2024-06-01T10:20:30.000Z',
  page_count: 12,
  keywords: 'frost, concrete, Festigkeit prüfen',
  asset_id: 'JMT-2024-00042',
  language_code: 'en-US',
  publisher_name: 'Meridian Standards Association',
  ...over,
});

const small: MarcRecord = {
  leader: { status: 'n', type: 'a', level: 'm', encodingLevel: ' ', descriptiveForm: 'i' },
  fields: [
    { tag: '001', value: 'x1' },
    { tag: '245', ind1: '1', ind2: '0', subfields: [['a', 'Größe']] },
  ],
};

describe('ISO 2709: leader, directory, terminators, lengths and base address in UTF-8 bytes', () => {
  it('lays a small record out byte for byte', () => {
    const bytes = encodeIso2709(small);
    // Directory: 2 entries of 12 + a field terminator; base = 24 + 25.
    const base = 24 + 2 * 12 + 1;
    const f001 = Buffer.from(`x1${FIELD_TERMINATOR}`);
    const f245 = Buffer.from(`10${SUBFIELD_DELIMITER}aGröße${FIELD_TERMINATOR}`, 'utf8');
    expect(f245.length).toBe(2 + 2 + 'Größe'.length + 2 + 1); // two 2-byte letters
    const total = base + f001.length + f245.length + 1;
    expect(bytes.length).toBe(total);
    const leader = bytes.subarray(0, 24).toString('ascii');
    expect(leader).toBe(`${String(total).padStart(5, '0')}nam a22${String(base).padStart(5, '0')} i 4500`);
    expect(leader[9]).toBe('a');
    expect(bytes.subarray(24, 48).toString('ascii')).toBe(
      `001${String(f001.length).padStart(4, '0')}00000245${String(f245.length).padStart(4, '0')}${String(f001.length).padStart(5, '0')}`,
    );
    expect(bytes[48]).toBe(0x1e);
    expect(bytes[bytes.length - 1]).toBe(RECORD_TERMINATOR.charCodeAt(0));
    expect(bytes.subarray(base + f001.length, base + f001.length + f245.length).equals(f245)).toBe(true);
  });

  it('refuses a malformed field instead of writing a broken record', () => {
    expect(() => encodeIso2709({ ...small, fields: [{ tag: '24', ind1: ' ', ind2: ' ', subfields: [['a', 'x']] }] })).toThrow(
      /bad tag/,
    );
    expect(() => encodeIso2709({ ...small, fields: [{ tag: '245', value: 'x' }] })).toThrow(/data field/);
    expect(() => encodeIso2709({ ...small, fields: [{ tag: '245', ind1: '10', ind2: ' ', subfields: [['a', 'x']] }] })).toThrow(
      /indicators/,
    );
  });

  it('cuts a field past the 4-digit length at a character boundary, keeping its subfields', () => {
    const long = 'Größe '.repeat(2000);
    const bytes = encodeIso2709({
      ...small,
      fields: [
        {
          tag: '520',
          ind1: ' ',
          ind2: ' ',
          subfields: [
            ['a', 'short'],
            ['b', long],
          ],
        },
      ],
    });
    const length = Number(bytes.subarray(27, 31).toString('ascii'));
    expect(length).toBeLessThanOrEqual(9999);
    const field = bytes.subarray(24 + 12 + 1, 24 + 12 + 1 + length).toString('utf8');
    expect(field.endsWith(FIELD_TERMINATOR)).toBe(true);
    expect(field).not.toContain('\uFFFD');
    expect(field.split(SUBFIELD_DELIMITER).map((p) => p.slice(0, 1))).toEqual([' ', 'a', 'b']);
  });

  it('drops delimiter characters from data so they cannot split a field', () => {
    const bytes = encodeIso2709({
      ...small,
      fields: [{ tag: '245', ind1: '0', ind2: '0', subfields: [['a', `a${FIELD_TERMINATOR}b${SUBFIELD_DELIMITER}c`]] }],
    });
    expect(bytes.toString('utf8').split(SUBFIELD_DELIMITER)).toHaveLength(2);
  });
});

describe('MARC 21 records round-trip through an independent MARC library (marcjs)', () => {
  const records = [
    publicationRecord(row(), 'https://bearing.example'),
    publicationRecord(
      row({ id: 7, content_code: 'msa-mnl12-19', document_type: 'Manual', title: 'Manual on corrosion testing' }),
      'https://bearing.example',
    ),
  ];

  it('reads the .mrc file back: record count, leader, control and data fields, UTF-8 text', async () => {
    const parsed = await readIso2709(encodeIso2709File(records));
    expect(parsed).toHaveLength(2);
    expect(parsed[0].leader).toBe(leaderOf(records[0]));
    expect(parsed[0].leader.slice(5, 10)).toBe('nab a');
    expect(parsed[1].leader.slice(6, 8)).toBe('am');
    expect(controlField(parsed[0], '001')).toBe('msa-jmt202400042');
    expect(controlField(parsed[0], '008')).toHaveLength(40);
    expect(subfield(parsed[0], '245', 'a')).toBe('The effect of frost on the tensile strength of concrete.');
    expect(parsed[0].fields.find((f) => f[0] === '245')![1]).toBe('04');
    expect(subfield(parsed[0], '024', 'a')).toBe('10.5555/MSA-JMT202400042');
    expect(subfield(parsed[0], '773', 't')).toBe(journalOf(42).title);
    expect(subfield(parsed[0], '520', 'a')).toBe('A journal on frost & the <strength> of "concrete".');
    expect(parsed[0].fields.filter((f) => f[0] === '653').map((f) => f[3])).toEqual(['frost', 'concrete', 'Festigkeit prüfen']);
    expect(subfield(parsed[1], '490', 'a')).toBe('Manual series');
    expect(subfield(parsed[1], '856', 'u')).toBe('https://bearing.example/document?contentCode=msa-mnl12-19');
  });

  it('reads the MARCXML back to the same fields as the .mrc', async () => {
    const fromXml = await readMarcXml(encodeMarcXml(records));
    const fromMrc = await readIso2709(encodeIso2709File(records));
    expect(fromXml.map((r) => r.fields)).toEqual(fromMrc.map((r) => r.fields));
    expect(fromXml.map((r) => r.leader)).toEqual(fromMrc.map((r) => r.leader));
  });
});

describe('MARCXML follows the MARC 21 slim schema structure', () => {
  const xml = encodeMarcXml([publicationRecord(row(), 'https://bearing.example')]);
  it('is one collection in the slim namespace with leader, controlfields and datafields', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim"')).toBe(
      true,
    );
    expect(xml).toContain(`xsi:schemaLocation="${MARC21_SLIM_NS} http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd"`);
    expect(xml.match(/<record>/g)).toHaveLength(1);
    expect(xml).toMatch(/<record>\n\s+<leader>[\d ]{5}nab a22\d{5} i 4500<\/leader>\n\s+<controlfield tag="001">/);
    // Every element is one the schema allows, with the attributes it requires.
    const tags = [...xml.matchAll(/<([a-z]+)[\s>]/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(['collection', 'record', 'leader', 'controlfield', 'datafield', 'subfield']));
    for (const m of xml.matchAll(/<datafield ([^>]*)>/g)) expect(m[1]).toMatch(/^tag="\d{3}" ind1="[\da-z ]" ind2="[\da-z ]"$/);
    for (const m of xml.matchAll(/<subfield ([^>]*)>/g)) expect(m[1]).toMatch(/^code="[\da-z]"$/);
    expect(xml).toContain('frost &amp; the &lt;strength&gt; of &quot;concrete&quot;.');
  });
});

describe('Line formats: MARC mnemonic (.mrk) and the readable listing (.txt)', () => {
  const r = publicationRecord(row({ description: 'Costs $5 per copy.' }), 'https://bearing.example');
  it('writes .mrk as MarcEdit does: =TAG, backslash blanks, $ subfields, {dollar}, CRLF', () => {
    const mrk = encodeMrk([r, r]);
    const lines = mrk.split('\r\n');
    expect(lines[0]).toBe(`=LDR  ${leaderOf(r).replace(/ /g, '\\')}`);
    expect(lines).toContain('=001  msa-jmt202400042');
    expect(lines.find((l) => l.startsWith('=008  '))!.slice(6)).not.toContain(' ');
    expect(lines).toContain('=245  04$aThe effect of frost on the tensile strength of concrete.');
    expect(lines).toContain('=024  7\\$a10.5555/MSA-JMT202400042$2doi');
    expect(lines).toContain('=520  \\\\$aCosts {dollar}5 per copy.');
    expect(mrk.split('\r\n\r\n')).toHaveLength(2);
  });
  it('writes .txt with tag, indicators and spaced subfields', () => {
    const txt = encodeText([r]);
    expect(txt).toContain('245 04 $a The effect of frost on the tensile strength of concrete.');
    expect(txt.split('\n')[0]).toBe(`LDR    ${leaderOf(r)}`);
  });
});

describe('Catalogue to MARC: fixed data and filing rules', () => {
  it('008 has 40 positions with the date, online form, conference flag and language', () => {
    const f = fixedData(row(), false);
    expect(f).toHaveLength(40);
    expect(f.slice(0, 6)).toBe('240305');
    expect(f.slice(6, 11)).toBe('s2024');
    expect(f[23]).toBe('o');
    expect(f[29]).toBe('0');
    expect(fixedData(row(), true)[29]).toBe('1');
    expect(f.slice(35, 38)).toBe('eng');
  });
  it('skips leading articles when filing', () => {
    expect(nonFilingCharacters('The frost')).toBe('4');
    expect(nonFilingCharacters('An index')).toBe('3');
    expect(nonFilingCharacters('A note')).toBe('2');
    expect(nonFilingCharacters('Another note')).toBe('0');
  });
});
