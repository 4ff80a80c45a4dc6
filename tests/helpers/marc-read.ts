import { Readable } from 'node:stream';
import { Marc, type Record } from 'marcjs';

/*
 * Reads MARC files back with an independent MARC library (marcjs), through its streaming parsers
 * as a library's loader would: ISO 2709 (`.mrc`) and MARCXML (`.xml`).
 */

async function readAll(input: Buffer | string, type: 'Iso2709' | 'Marcxml'): Promise<Record[]> {
  const parser = Marc.createStream(type, 'Parser');
  const records: Record[] = [];
  await new Promise<void>((resolve, reject) => {
    parser.on('data', (r: Record) => records.push(r));
    parser.on('end', () => resolve());
    parser.on('error', reject);
    Readable.from([Buffer.isBuffer(input) ? input : Buffer.from(input, 'utf8')]).pipe(parser);
  });
  return records;
}

export const readIso2709 = (bytes: Buffer) => readAll(bytes, 'Iso2709');
export const readMarcXml = (xml: string) => readAll(xml, 'Marcxml');

/** The first value of subfield `code` in the first `tag` field of a parsed record. */
export function subfield(record: Record, tag: string, code: string): string | undefined {
  const field = record.fields.find((f) => f[0] === tag);
  if (!field) return undefined;
  for (let i = 2; i < field.length; i += 2) if (field[i] === code) return field[i + 1];
  return undefined;
}

export const controlField = (record: Record, tag: string) => record.fields.find((f) => f[0] === tag)?.[1];
