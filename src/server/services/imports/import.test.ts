import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportEnv, type ImportEnv } from '../../../../tests/helpers/import-env';
import { fullNisoSts, isoStsAdoption } from '../../../../tests/fixtures/content/sts-samples';
import { manualPages, textPdf } from '../../../../tests/fixtures/content/pdf-samples';

/*
 * The import end to end on a real database: a delivery's files become editions with their
 * metadata, text, HTML view, refinements and links, by the rules of 50 (files whole or not at
 * all, editions, unchanged and updated), as the command line runs it.
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360f8cfc0000003010100c9fe92ef0000000049454e44ae426082',
  'hex',
);

let env: ImportEnv;
beforeAll(async () => {
  env = await createImportEnv();
}, 120_000);
afterAll(async () => env?.close());

const edition = (code: string) => env.db.selectFrom('documents').selectAll().where('content_code', '=', code).executeTakeFirst();
const sections = (id: number) =>
  env.db
    .selectFrom('document_sections')
    .select(['ordinal', 'heading', 'anchor', 'page_number', 'body'])
    .where('document_id', '=', id)
    .orderBy('ordinal')
    .execute();

describe('an STS file and a PDF of one name are one document: metadata and HTML from the STS, the print from the PDF', () => {
  let dir: string;
  beforeAll(async () => {
    dir = env.delivery('pair');
    fs.writeFileSync(path.join(dir, 'CMB-4410-2.xml'), fullNisoSts());
    fs.writeFileSync(path.join(dir, 'CMB-4410-2.pdf'), await textPdf(manualPages(6, 'decking'), { outline: true }));
    fs.writeFileSync(path.join(dir, 'fig-slider.png'), PNG);
  });
  it('without a publisher Bearing knows, the pair is refused and says how to import it', async () => {
    const { report } = await env.run([dir]);
    expect(report.filter((e) => e.status === 'refused').map((e) => [path.basename(e.file), e.reason])).toEqual([
      ['CMB-4410-2.pdf', 'names the publisher "CMB", which Bearing does not know: import it with --publisher CODE'],
      ['CMB-4410-2.xml', 'names the publisher "CMB", which Bearing does not know: import it with --publisher CODE'],
      ['fig-slider.png', 'is an image no STS document of the delivery refers to'],
    ]);
    expect(await edition('msa-cmb-4410-2-2024')).toBeUndefined();
  });
  it('with --publisher the pair is one edition; the image is reported with it', async () => {
    const { report } = await env.run([dir], { publisher: 'MSA' });
    expect(report.map((e) => [path.basename(e.file), e.status, e.contentCode, e.pages])).toEqual([
      ['CMB-4410-2.pdf', 'imported', 'msa-cmb-4410-2-2024', 6],
      ['CMB-4410-2.xml', 'imported', 'msa-cmb-4410-2-2024', 6],
      ['fig-slider.png', 'imported', 'msa-cmb-4410-2-2024', null],
    ]);
    const e = (await edition('msa-cmb-4410-2-2024'))!;
    expect(e).toMatchObject({
      display_designation: 'CMB 4410-2:2024',
      designation_no: 'CMB 4410-2:2024',
      designation: 'CMB 4410-2',
      title: 'Timber decking — Slip resistance of wet boards — Part 2: Pendulum method',
      document_type: 'Standard',
      status: 'Active',
      language_code: 'en',
      publish_date: '2024-05-14T00:00:00.000Z',
      page_count: 6,
      keywords: 'decking, slip resistance, pendulum',
      edition_order: 1,
    });
    expect(e.pdf_path).toMatch(/^objects\/[0-9a-f]{2}\/[0-9a-f]{64}\.pdf$/);
    expect(e.xml_path).toMatch(/\.xml$/);
    expect(fs.readFileSync(path.join(env.filesDir, e.pdf_path!)).subarray(0, 5).toString()).toBe('%PDF-');
  });
  it('the sections are the STS clauses, anchored by their ids', async () => {
    const e = (await edition('msa-cmb-4410-2-2024'))!;
    const s = await sections(e.id);
    expect(s.map((x) => x.anchor)).toEqual(['sec_foreword', 'sec_1', 'sec_2', 'sec_3', 'sec_4', 'sec_5', 'anx_A', 'sec_bibl']);
    expect(s[1]).toMatchObject({ heading: 'Scope', page_number: null });
  });
  it('the HTML view is written once, with the graphic the delivery has inline and no script', async () => {
    const e = (await edition('msa-cmb-4410-2-2024'))!;
    const html = fs.readFileSync(path.join(env.filesDir, e.html_path!), 'utf8');
    expect(html).toContain('<h1>Timber decking — Slip resistance of wet boards — Part 2: Pendulum method</h1>');
    expect(html).toContain('<img src="data:image/png;base64,');
    expect(html).toContain('<math display="block">');
    expect(html).not.toMatch(/<script/i);
  });
  it('the refinements the STS names: its ICS codes with their parents, its committee, publisher and type', async () => {
    const e = (await edition('msa-cmb-4410-2-2024'))!;
    const nodes = await env.db
      .selectFrom('document_taxonomy')
      .innerJoin('taxonomy_nodes', 'taxonomy_nodes.id', 'document_taxonomy.node_id')
      .select(['tree', 'key', 'parent_key'])
      .where('document_id', '=', e.id)
      .execute();
    const keys = nodes.map((n) => `${n.tree}:${n.key}`).sort();
    expect(keys).toEqual(
      expect.arrayContaining([
        'ics:79',
        'ics:79.080',
        'ics:91',
        'ics:91.060',
        'ics:91.060.30',
        'committee:CMB/TC 7/SC 2',
        'publisher:MSA',
        'documentType:Standard',
      ]),
    );
    expect(nodes.find((n) => n.key === '91.060.30')?.parent_key).toBe('91.060');
  });
  it('the same files again are unchanged, and write nothing', async () => {
    const before = (await edition('msa-cmb-4410-2-2024'))!;
    const { report } = await env.run([dir], { publisher: 'MSA' });
    expect(report.map((e) => e.status)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(await edition('msa-cmb-4410-2-2024')).toEqual(before);
  });
  it('a corrected STS for the same edition is updated in place: same content code, new text', async () => {
    const again = env.delivery('pair-corrected');
    fs.writeFileSync(
      path.join(again, 'CMB-4410-2.xml'),
      fullNisoSts({ scopeSentence: 'This corrected part specifies the pendulum method for wet decking.' }),
    );
    const { report } = await env.run([again], { publisher: 'MSA' });
    expect(report.map((e) => [e.status, e.contentCode])).toEqual([['updated', 'msa-cmb-4410-2-2024']]);
    const e = (await edition('msa-cmb-4410-2-2024'))!;
    expect((await sections(e.id))[1].body).toMatch(/^This corrected part specifies/);
    // The print delivered before stays with the edition.
    expect(e.pdf_path).toMatch(/\.pdf$/);
  });
});

describe('editions: a later edition of a designation becomes the Active one and the earlier turns Historical', () => {
  it('imports the 2027 edition as the family next edition', async () => {
    const dir = env.delivery('second-edition');
    fs.writeFileSync(
      path.join(dir, 'CMB-4410-2-2027.xml'),
      fullNisoSts({ dated: 'CMB 4410-2:2027', releaseDate: '2027-01-20', scopeSentence: 'This second edition adds a dry test.' }),
    );
    const { report } = await env.run([dir], { publisher: 'MSA' });
    expect(report.map((e) => [e.status, e.contentCode])).toEqual([['imported', 'msa-cmb-4410-2-2027']]);
    const [old, next] = [(await edition('msa-cmb-4410-2-2024'))!, (await edition('msa-cmb-4410-2-2027'))!];
    expect(next).toMatchObject({ family_id: old.family_id, edition_order: 2, status: 'Active' });
    expect(old.status).toBe('Historical');
  });
  it('an older edition delivered late joins its family as Historical, in date order', async () => {
    const dir = env.delivery('late-edition');
    fs.writeFileSync(path.join(dir, 'CMB-4410-2-2015.xml'), fullNisoSts({ dated: 'CMB 4410-2:2015', releaseDate: '2015-09-01' }));
    await env.run([dir], { publisher: 'MSA' });
    const rows = await env.db
      .selectFrom('documents')
      .select(['content_code', 'edition_order', 'status'])
      .where('designation', '=', 'CMB 4410-2')
      .orderBy('edition_order')
      .execute();
    expect(rows).toEqual([
      { content_code: 'msa-cmb-4410-2-2015', edition_order: 1, status: 'Historical' },
      { content_code: 'msa-cmb-4410-2-2024', edition_order: 2, status: 'Historical' },
      { content_code: 'msa-cmb-4410-2-2027', edition_order: 3, status: 'Active' },
    ]);
  });
  it('the same designation in another language is a translation: its own code and family, linked both ways', async () => {
    const dir = env.delivery('translation');
    fs.writeFileSync(
      path.join(dir, 'CMB-4410-2-2027-fr.xml'),
      fullNisoSts({ dated: 'CMB 4410-2:2027', releaseDate: '2027-01-20', language: 'fr' }),
    );
    const { report } = await env.run([dir], { publisher: 'MSA' });
    expect(report[0]).toMatchObject({ status: 'imported', contentCode: 'msa-cmb-4410-2-2027-fr' });
    const fr = (await edition('msa-cmb-4410-2-2027-fr'))!;
    const en = (await edition('msa-cmb-4410-2-2027'))!;
    expect(fr).toMatchObject({
      document_type: 'Translated',
      display_designation: 'CMB 4410-2:2027 (FR)',
      language_code: 'fr',
      title: expect.stringMatching(/^Platelage en bois/),
    });
    expect(fr.family_id).not.toBe(en.family_id);
    const links = await env.db
      .selectFrom('document_links')
      .selectAll()
      .where('kind', '=', 'translation')
      .where('document_id', 'in', [en.id, fr.id])
      .execute();
    expect(links.map((l) => [l.document_id, l.linked_id]).sort()).toEqual(
      [
        [en.id, fr.id],
        [fr.id, en.id],
      ].sort(),
    );
  });
});

describe("the publisher: the STS originator matched to a publisher's code", () => {
  it('an ISO STS adoption by NWP joins Northwind Press without --publisher, named by its national designation', async () => {
    const dir = env.delivery('adoption');
    fs.writeFileSync(path.join(dir, 'nwp-77.xml'), isoStsAdoption());
    const { report } = await env.run([dir]);
    expect(report[0]).toMatchObject({ status: 'imported', contentCode: 'nwp-77-2023' });
    const e = (await edition('nwp-77-2023'))!;
    expect(e).toMatchObject({
      display_designation: 'NWP 77:2023',
      designation: '77',
      html_path: expect.stringMatching(/\.html$/),
      pdf_path: null,
    });
  });
});
