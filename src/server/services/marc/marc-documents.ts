import type { MarcFormat, MarcTitle } from '../../../api/user-resources';
import { listCurrentPublications } from '../../repositories/marc-documents';
import { documentTypeOf, journalOf, publicationRecord } from './catalogue-records';
import { encodeIso2709File } from './iso2709';
import { encodeMarcXml } from './marcxml';
import { encodeMrk, encodeText } from './mnemonic';
import type { ServiceContext } from '../context';

/*
 * One MARC collection (a journal, the manuals or the STP) in one file format, built from the
 * catalogue at request time so the records always match what the library offers.
 */

/** Enough for any demo collection; keeps one download bounded whatever the catalogue size. */
const MAX_RECORDS = 20_000;

export const MARC_CONTENT_TYPES: Record<MarcFormat, string> = {
  mrc: 'application/marc',
  mrk: 'text/plain; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/marcxml+xml; charset=utf-8',
};

export async function buildMarcFile(
  ctx: ServiceContext,
  title: MarcTitle,
  format: MarcFormat,
): Promise<{ body: Buffer; count: number }> {
  const type = documentTypeOf(title);
  let rows = await listCurrentPublications(ctx.db, type, MAX_RECORDS);
  if (type === 'Journal') rows = rows.filter((r) => journalOf(r.id).code === title);
  const records = rows.map((r) => publicationRecord(r, ctx.tenant!.origin));
  const body =
    format === 'mrc'
      ? encodeIso2709File(records)
      : Buffer.from(
          format === 'xml' ? encodeMarcXml(records) : format === 'mrk' ? encodeMrk(records) : encodeText(records),
          'utf8',
        );
  return { body, count: records.length };
}
